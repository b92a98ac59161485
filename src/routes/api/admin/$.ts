import { createFileRoute } from '@tanstack/react-router'
import { Refusal, refusalResponse } from '#/server/refusals.ts'

// After every back-office server route (decision 033): a path under /api/admin/ that no route claims
// is not found, and says nothing else (no page, no hint of what exists).
const notFound = () =>
  refusalResponse(new Refusal('not-found'), { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' })

export const Route = createFileRoute('/api/admin/$')({
  server: { handlers: { GET: notFound, POST: notFound } },
})
