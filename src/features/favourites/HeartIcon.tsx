/** A heart in the stroke style of components/icons.tsx; filled when the property is kept. Decorative. */
export function HeartIcon({ filled, size = 20, className }: { filled: boolean; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M12 20.5s-7.5-4.4-9.2-9.3C1.6 7.7 3.8 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.3 0 5.5 3.2 4.3 6.7-1.7 4.9-9.2 9.3-9.2 9.3Z" />
    </svg>
  )
}
