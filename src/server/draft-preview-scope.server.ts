import { AsyncLocalStorage } from 'node:async_hooks'

// Decision 034: while a staff member's preview is drawn (src/admin/draft-preview.server.ts), the page
// readers take each editable page's draft over its published version. Outside a preview nothing
// reads a draft: this scope is only ever opened by the Worker entry for a checked staff session.

const scope = new AsyncLocalStorage<true>()

/** Runs `work` (and everything it starts) as a preview: pages are read from their drafts where they have one. */
export function withDraftsShown<T>(work: () => T): T {
  return scope.run(true, work)
}

/** Whether this request is a staff member's preview of the drafts. */
export function draftsShown(): boolean {
  return scope.getStore() === true
}
