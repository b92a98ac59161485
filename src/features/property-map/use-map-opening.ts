import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the map may load: once its frame comes near the viewport, or the visitor asks. Until
 * then the page has loaded none of the map's code (decision 020: never in the first load).
 * `rendered`: the frame is in the page (a component may render it only once hydrated).
 */
export function useMapOpening(frame: RefObject<HTMLElement | null>, rendered = true): [boolean, () => void] {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = frame.current
    if (open || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOpen(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [frame, open, rendered])
  return [open, () => setOpen(true)]
}
