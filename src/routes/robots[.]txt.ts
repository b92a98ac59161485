import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { robotsResponse } from '#/features/property-pages/index.server.ts'

/** GET /robots.txt (spec §2, decision 033): everything allowed but /api/, and where the sitemap is. */
export const Route = createFileRoute('/robots.txt')({
  caseSensitive: true,
  server: { handlers: door({ GET: () => robotsResponse() }) },
})
