import { useEffect, useState } from 'react'
import { SCROLL_THROTTLE_MS, throttle } from '#/domain/shell-timing.ts'

/** Whether the page is scrolled past `threshold` pixels; scroll events are throttled (spec §9). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = throttle(() => setPast(window.scrollY > threshold), SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return past
}
