import type { KeyboardEvent } from 'react'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside an open modal dialog. A native modal makes the page inert, but
 * Chromium still lets Tab past the last control leave for the browser's own toolbar.
 * The one trap of every modal: the menu drawer, the listing's filter sheet, the photo gallery and
 * the cookie settings (decision 010: shared UI lives once, in src/components/).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return
  const container = event.currentTarget
  // Hidden controls (display: none) have no boxes and take no focus.
  const items = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  // Focus on the dialog's title (tabindex -1) counts as before the first control.
  const atStart = active === first || !items.includes(active as HTMLElement)
  if (event.shiftKey && atStart) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
