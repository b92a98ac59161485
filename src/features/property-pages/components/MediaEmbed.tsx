import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { RecognisedMedia } from '#/domain/video-urls.ts'

const HOST_NAMES: Record<Exclude<RecognisedMedia['kind'], 'file' | 'virtual-tour'>, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
}

/**
 * A video or virtual tour recognised from its URL (spec §5). Third-party players load only when the
 * visitor asks for them, so the page makes no request to those hosts until then.
 */
export function MediaEmbed({ media, title }: { media: RecognisedMedia; title: string }) {
  const { t } = useLingui()
  const [loaded, setLoaded] = useState(false)
  if (media.kind === 'file') {
    return (
      <video src={media.url} controls preload="none" className="aspect-video w-full rounded-2xl bg-ink" aria-label={t`Video of ${title}`} />
    )
  }
  const host = media.kind === 'virtual-tour' ? media.host[0]!.toUpperCase() + media.host.slice(1) : HOST_NAMES[media.kind]
  const label = media.kind === 'virtual-tour' ? t`Virtual tour of ${title}` : t`Video of ${title}`
  if (loaded) {
    return (
      <iframe
        src={media.embedUrl}
        title={label}
        className="aspect-video w-full rounded-2xl border-0 bg-ink"
        allow="fullscreen; picture-in-picture; xr-spatial-tracking"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-ink p-6 text-center text-white">
      <button
        type="button"
        onClick={() => setLoaded(true)}
        className="rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-sand"
      >
        {media.kind === 'virtual-tour' ? t`Start the virtual tour` : t`Play the video`}
      </button>
      <p className="max-w-sm text-sm text-white/80">{t`This loads the player of ${host}, which may set its own cookies.`}</p>
    </div>
  )
}
