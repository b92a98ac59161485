import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { searchIndexFileResponse } from '#/features/property-search/index.server.ts'

/** GET /api/search-index/{lang}.json (decision 033): the hero search's index of a language (search-index.server.ts). */
export const Route = createFileRoute('/api/search-index/$file')({
  caseSensitive: true,
  server: { handlers: door<{ file: string }>({ GET: (input) => searchIndexFileResponse(input, input.params.file) }) },
})
