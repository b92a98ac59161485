import { useLingui } from '@lingui/react/macro'
import { easeInOutCubic, SCROLL_TOP_DURATION_MS, SCROLL_TOP_THRESHOLD_PX } from '#/domain/shell-timing.ts'
import { ArrowUpIcon } from '../icons.tsx'
import { useScrolledPast } from './use-scroll-position.ts'

/** Scrolls to the top in about 500 ms (spec §9), at once for visitors who prefer reduced motion. */
function scrollToTop() {
  const start = window.scrollY
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const focusTop = () => document.getElementById('top')?.focus({ preventScroll: true })
  if (reduce || start === 0) {
    window.scrollTo(0, 0)
    focusTop()
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_TOP_DURATION_MS)
    window.scrollTo(0, start * (1 - easeInOutCubic(progress)))
    if (progress < 1) requestAnimationFrame(step)
    else focusTop()
  }
  requestAnimationFrame(step)
}

/**
 * spec §2: a scroll-to-top button appears after 10 px of scroll. It sits above the phone's home bar;
 * app.css keeps the room it takes free (--scroll-top-room) so it never hides what is scrolled to.
 */
export function ScrollToTop() {
  const { t } = useLingui()
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX)
  return (
    <button
      type="button"
      onClick={scrollToTop}
      hidden={!visible}
      data-testid="scroll-to-top"
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-ink text-white shadow-lg transition-transform hover:-translate-y-0.5 md:right-6 md:bottom-[calc(1.5rem+env(safe-area-inset-bottom))]"
    >
      <ArrowUpIcon size={22} />
      <span className="sr-only">{t`Back to top`}</span>
    </button>
  )
}
