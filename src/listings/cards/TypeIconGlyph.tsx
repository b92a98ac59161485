import type { TypeIcon } from '#/domain/type-icons.ts'

const PATHS: Record<TypeIcon, string> = {
  residential: 'M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  commercial: 'M4 20V6l8-3 8 3v14M4 20h16M8 9h2M14 9h2M8 13h2M14 13h2M10 20v-3h4v3',
  industrial: 'M3 20V10l5 3V10l5 3V6h4l1 4h3v10H3ZM7 17h2M12 17h2M17 17h1',
  land: 'M3 18c3-2 6-2 9 0s6 2 9 0M3 14c3-2 6-2 9 0s6 2 9 0M8 10V6M8 6l-2 2M8 6l2 2M16 10V7M16 7l-2 2M16 7l2 2',
  offices: 'M6 20V4h12v16M4 20h16M9 8h2M13 8h2M9 12h2M13 12h2M11 20v-3h2v3',
  retail: 'M4 9l1.5-5h13L20 9M4 9h16v2a3 3 0 0 1-5.3 2A3 3 0 0 1 12 14a3 3 0 0 1-2.7-1A3 3 0 0 1 4 11V9ZM5 14v6h14v-6M10 20v-4h4v4',
}

/** The spec's type icon as an inline SVG (decorative: the type name stands beside it). */
export function TypeIconGlyph({ icon, size = 18, className }: { icon: TypeIcon; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[icon]} />
    </svg>
  )
}
