import { useLingui } from '@lingui/react/macro'
import { pictureSrcSet, pictureUrl, type PictureWidth } from '#/domain/picture-urls.ts'
import type { PictureRef } from '../catalogue-types.ts'

/**
 * A listing picture with `srcset` over the spec's widths and a fixed 3:2 frame (no layout shift).
 * The first picture of a page is its LCP element: eager with high priority; the rest load lazily.
 */
export function PropertyPicture({
  picture,
  alt,
  sizes,
  priority = false,
  version,
  maxWidth = 1360,
  className = '',
}: {
  picture: PictureRef | null
  alt: string
  sizes: string
  priority?: boolean
  version: string
  maxWidth?: PictureWidth
  className?: string
}) {
  const { t } = useLingui()
  if (!picture) {
    return (
      <div className={`flex aspect-[3/2] items-center justify-center bg-sand text-sm text-muted ${className}`}>
        <span>{t`No photo`}</span>
      </div>
    )
  }
  return (
    <img
      src={pictureUrl(picture.url, maxWidth >= 600 ? 600 : maxWidth, version)}
      srcSet={pictureSrcSet(picture.url, version, maxWidth)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={`aspect-[3/2] w-full bg-sand object-cover ${className}`}
    />
  )
}
