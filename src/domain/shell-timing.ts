// spec §9 "Timing": the shell's scroll thresholds and durations.
/** header switches (fixed/transparent, late logo) once scrolled past this many pixels */
export const HEADER_SCROLL_THRESHOLD_PX = 30
/** the scroll-to-top button appears after this many pixels */
export const SCROLL_TOP_THRESHOLD_PX = 10
/** scroll handlers run at most once per this many milliseconds */
export const SCROLL_THROTTLE_MS = 100
/** duration of the smooth scroll back to the top */
export const SCROLL_TOP_DURATION_MS = 500

/** Leading and trailing throttle: the first call runs at once, the last one is never lost. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, now: () => number = Date.now) {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: A | undefined
  const run = (args: A) => {
    last = now()
    pendingArgs = undefined
    fn(...args)
  }
  const throttled = (...args: A) => {
    const remaining = waitMs - (now() - last)
    if (remaining <= 0) {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      run(args)
      return
    }
    pendingArgs = args
    timer ??= setTimeout(() => {
      timer = undefined
      if (pendingArgs) run(pendingArgs)
    }, remaining)
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  return throttled
}

/** Ease-in-out curve for the scroll-to-top animation: progress 0..1 → position 0..1. */
export function easeInOutCubic(t: number): number {
  const p = Math.min(1, Math.max(0, t))
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2
}
