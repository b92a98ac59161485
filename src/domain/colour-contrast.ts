// WCAG 2.2 "contrast ratio" (success criterion 1.4.3): the brand colour is the background of buttons
// and bars with white text on them, so the agency's colour must keep that text readable.

/** The least contrast of normal text against its background, WCAG 2.2 AA (1.4.3). */
export const MINIMUM_TEXT_CONTRAST = 4.5

/** WCAG's relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Whether white text on this colour is readable (at least 4.5:1). */
export function carriesWhiteText(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') >= MINIMUM_TEXT_CONTRAST
}
