import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { keepTabInside } from '#/components/dialog-focus-trap.ts'
import { pictureSrcSet, pictureUrl } from '#/domain/picture-urls.ts'
import type { PictureRef } from '#/listings/catalogue-types.ts'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'

/** Swipe distance that turns a drag into a slide change. */
const SWIPE_MIN_PX = 40

const ARROW_CLASS =
  'absolute top-1/2 -translate-y-1/2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white'

/** Previous and next buttons over a photo. */
function GalleryArrows({ onStep }: { onStep: (delta: number) => void }) {
  const { t } = useLingui()
  return (
    <>
      <button type="button" className={`${ARROW_CLASS} left-3`} onClick={() => onStep(-1)}>
        <span aria-hidden="true">←</span>
        <span className="sr-only">{t`Previous photo`}</span>
      </button>
      <button type="button" className={`${ARROW_CLASS} right-3`} onClick={() => onStep(1)}>
        <span aria-hidden="true">→</span>
        <span className="sr-only">{t`Next photo`}</span>
      </button>
    </>
  )
}

/**
 * The property's photo slideshow: arrows, keyboard (← →), swipe, thumbnails, and a full-screen
 * lightbox (a modal dialog that keeps Tab inside; Escape closes it and focus returns to its opener).
 */
export function PhotoGallery({ pictures, title, version }: { pictures: PictureRef[]; title: string; version: string }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [lightbox, setLightbox] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const swipeStart = useRef<number | null>(null)
  const count = pictures.length
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (lightbox && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!lightbox && dialog.open) dialog.close()
    // Back where the visitor opened the photos from, whichever way the lightbox closed.
    if (!lightbox && openerRef.current) {
      openerRef.current.focus()
      openerRef.current = null
    }
  }, [lightbox])

  if (count === 0) return <PropertyPicture picture={null} alt="" sizes="100vw" version={version} className="rounded-2xl" />
  const current = pictures[index]!
  const position = index + 1
  const arrowKeys = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  }
  const swipe = {
    onPointerDown: (event: React.PointerEvent) => {
      swipeStart.current = event.clientX
    },
    onPointerUp: (event: React.PointerEvent) => {
      const start = swipeStart.current
      swipeStart.current = null
      if (start === null) return
      const distance = event.clientX - start
      if (Math.abs(distance) >= SWIPE_MIN_PX) go(distance < 0 ? 1 : -1)
    },
  }
  const lightboxKeys = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    // Closing on keydown: Chromium skips the cancelable `cancel` event on a repeated Escape.
    if (event.key === 'Escape') {
      event.preventDefault()
      setLightbox(false)
      return
    }
    arrowKeys(event)
    keepTabInside(event)
  }
  // The lightbox is the carousel's sibling, not its child: a key pressed in it would otherwise
  // bubble to both handlers and move two photos.
  return (
    <>
      <section aria-roledescription="carousel" aria-label={t`Photos of ${title}`} onKeyDown={arrowKeys}>
        <div className="relative touch-pan-y overflow-hidden rounded-2xl bg-sand select-none" {...swipe}>
          <button type="button" className="block w-full cursor-zoom-in" onClick={() => setLightbox(true)}>
            <PropertyPicture
              picture={current}
              alt={t`Photo ${position} of ${count}: ${title}`}
              sizes="(min-width: 1280px) 60vw, 100vw"
              priority={index === 0}
              version={version}
            />
            <span className="sr-only">{t`Open the photos full screen`}</span>
          </button>
          {count > 1 && <GalleryArrows onStep={go} />}
          <p className="absolute right-3 bottom-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white" aria-live="polite">
            {position} / {count}
          </p>
        </div>
        {count > 1 && (
          <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
            {pictures.map((picture, i) => (
              <li key={picture.url} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-ink' : 'border-transparent opacity-80 hover:opacity-100'}`}
                >
                  <img
                    src={pictureUrl(picture.url, 100, version)}
                    width={96}
                    height={64}
                    alt={t`Photo ${i + 1}`}
                    loading="lazy"
                    className="h-16 w-24 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <dialog
        ref={dialogRef}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white"
        aria-label={t`Photos of ${title}`}
        onCancel={(event) => {
          event.preventDefault()
          setLightbox(false)
        }}
        // A close the page could not cancel still ends the lightbox, so the next click opens it again.
        onClose={() => setLightbox(false)}
        onKeyDown={lightboxKeys}
      >
        {lightbox && (
          <div className="flex h-full flex-col" {...swipe}>
            <div className="flex items-center justify-between p-3">
              <p aria-live="polite">
                {position} / {count}
              </p>
              <button type="button" onClick={() => setLightbox(false)} className="rounded-full bg-white/10 px-4 py-2 hover:bg-white/20">
                {t`Close`}
              </button>
            </div>
            <div className="relative flex flex-1 items-center justify-center">
              <img
                src={pictureUrl(current.url, 1360, version)}
                srcSet={pictureSrcSet(current.url, version)}
                sizes="100vw"
                alt={t`Photo ${position} of ${count}: ${title}`}
                className="max-h-full max-w-full object-contain"
              />
              {count > 1 && <GalleryArrows onStep={go} />}
            </div>
          </div>
        )}
      </dialog>
    </>
  )
}
