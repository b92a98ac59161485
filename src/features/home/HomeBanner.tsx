import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import type { ImageConfig } from '#/config/site-config-schema.ts'
import { pickText } from '#/i18n/locales.ts'
import { useLocale } from '#/components/shell/use-locale.ts'

/** How long a gallery banner shows each picture unless app.config.ts says otherwise. */
const GALLERY_INTERVAL_MS = 6000

function BannerImage({ image, priority, visible = true }: { image: ImageConfig; priority: boolean; visible?: boolean }) {
  const locale = useLocale()
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={pickText(image.alt, locale, siteConfig().languages.default)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${visible ? 'opacity-100' : 'opacity-0'}`}
    />
  )
}

function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduce(query.matches)
    const onChange = () => setReduce(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduce
}

/** A pause/play control: moving content that lasts over 5 s must be pausable (WCAG 2.2.2). */
function MotionToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={!playing}
      className="absolute right-4 bottom-4 z-10 rounded-full bg-black/55 px-4 py-2 text-sm font-medium text-white backdrop-blur hover:bg-black/70"
    >
      {playing ? t`Pause the animation` : t`Play the animation`}
    </button>
  )
}

function Gallery({ images, intervalMs }: { images: ImageConfig[]; intervalMs: number }) {
  const reduce = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  useEffect(() => {
    if (!playing || reduce) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), intervalMs)
    return () => clearInterval(timer)
  }, [playing, reduce, images.length, intervalMs])
  return (
    <>
      {images.map((image, i) => (
        <BannerImage key={image.src} image={image} priority={i === 0} visible={i === index} />
      ))}
      {!reduce && <MotionToggle playing={playing} onToggle={() => setPlaying((p) => !p)} />}
    </>
  )
}

function Video({ src, poster }: { src: string; poster: ImageConfig }) {
  const reduce = usePrefersReducedMotion()
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(true)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (playing && !reduce) void video.play().catch(() => setPlaying(false))
    else video.pause()
  }, [playing, reduce])
  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 h-full w-full object-cover"
        src={src}
        poster={poster.src}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
      />
      {!reduce && <MotionToggle playing={playing} onToggle={() => setPlaying((p) => !p)} />}
    </>
  )
}

/** spec §2 "/ (home)": the banner of type image, gallery or video, with the hero text over it. */
export function HomeBanner({ children }: { children: ReactNode }) {
  const { banner } = siteConfig().home
  let background: ReactNode = null
  let style: React.CSSProperties | undefined
  if (banner.type === 'image') background = <BannerImage image={banner.image} priority />
  else if (banner.type === 'gallery') background = <Gallery images={banner.images} intervalMs={banner.intervalMs ?? GALLERY_INTERVAL_MS} />
  else if (banner.type === 'video') background = <Video src={banner.video} poster={banner.poster} />
  else if (banner.type === 'color') style = { backgroundColor: banner.color }
  const dark = banner.type !== 'none'
  return (
    // z-10: the search dropdown hangs below the banner, over the sections that follow it.
    <section
      className={`relative z-10 isolate flex min-h-[34rem] items-end md:min-h-[38rem] xl:min-h-[44rem] ${dark ? 'bg-ink text-white' : 'bg-paper text-ink'}`}
      style={style}
    >
      <div className="absolute inset-0 overflow-hidden">
        {background}
        {dark && <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/35 to-black/5" aria-hidden="true" />}
        {dark && <div className="hero-scrim absolute inset-0" aria-hidden="true" data-testid="hero-scrim" />}
      </div>
      <div className="relative container-page pt-32 pb-16 md:pb-24">{children}</div>
    </section>
  )
}
