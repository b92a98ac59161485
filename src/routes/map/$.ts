import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { mapResponse } from '#/features/property-map/index.server.ts'

/** GET /map/… (decision 033): the basemap archive, glyphs and sprites from R2; anything else under /map/ is a 404 (map-files.server.ts). */
export const Route = createFileRoute('/map/$')({
  caseSensitive: true,
  server: { handlers: door({ GET: mapResponse }, { trailingSlash: 'optional' }) },
})
