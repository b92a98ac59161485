// spec §9 "Limits": image widths 100, 400, 600, 1360 px; thumbnails 250 px wide.
export const PICTURE_WIDTHS = [100, 250, 400, 600, 1360] as const
export type PictureWidth = (typeof PICTURE_WIDTHS)[number]
// spec §9's lazy-loading root margin ('0% 0% 25%') belonged to the old site's script; pictures below
// the fold now use the browser's own loading="lazy", which starts earlier than that margin.

/**
 * The address of a picture at a width (spec §7: pictures come from a CDN with a cache-busting
 * value). Site paths (demo pictures) and CDN addresses both take `w` and `v` query values.
 */
export function pictureUrl(url: string, width: PictureWidth, version: string): string {
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}w=${width}&v=${encodeURIComponent(version)}`
}

/** `srcset` of a picture over the spec's widths, up to the largest useful one. */
export function pictureSrcSet(url: string, version: string, maxWidth: PictureWidth = 1360): string {
  return PICTURE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${pictureUrl(url, width, version)} ${width}w`)
    .join(', ')
}
