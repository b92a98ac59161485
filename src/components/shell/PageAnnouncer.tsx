import { useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { isNewPage } from './page-change.ts'

/**
 * After a client-side navigation to a new page, focus moves to its h1 (or main) and its title is read
 * out: otherwise keyboard focus stays on a link of the page that is gone and a screen reader
 * hears nothing. The first page load is left to the browser, which does both itself.
 */
export function PageAnnouncer() {
  const resolved = useRouterState({ select: (state) => state.resolvedLocation })
  const shown = useRef<{ pathname: string; search: string } | null>(null)
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (!resolved) return
    const from = shown.current
    const to = { pathname: resolved.pathname, search: resolved.searchStr }
    shown.current = to
    if (!from || !isNewPage(from, to)) return
    // One frame later the new page and its <title> are in the document.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main')
      const heading = main?.querySelector<HTMLElement>('h1')
      if (heading && !heading.hasAttribute('tabindex')) {
        heading.tabIndex = -1
        heading.dataset.pageFocus = ''
      }
      // The router restores or resets the scroll position; focus must not move it.
      ;(heading ?? main)?.focus({ preventScroll: true })
      setMessage(document.title || heading?.textContent || '')
    })
    return () => cancelAnimationFrame(frame)
  }, [resolved])
  return (
    // A polite live region without role="status": the page's own status messages keep that role to themselves.
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcer">
      {message}
    </div>
  )
}
