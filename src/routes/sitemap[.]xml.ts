import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { sitemapResponse } from '#/features/property-pages/index.server.ts'

/** GET /sitemap.xml (spec §2, decision 033): every localized page with its hreflang alternates. */
export const Route = createFileRoute('/sitemap.xml')({
  caseSensitive: true,
  server: { handlers: door({ GET: ({ env }) => sitemapResponse(env) }) },
})
