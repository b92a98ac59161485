import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { siteImageResponse } from '#/features/site-media/index.server.ts'

/** GET /media/site/… (decision 034): the agency's uploaded pictures from R2; anything else under it is a 404 (site-images.server.ts). */
export const Route = createFileRoute('/media/site/$')({
  caseSensitive: true,
  server: { handlers: door({ GET: ({ env, request, url }) => siteImageResponse(env, request, url.pathname) }) },
})
