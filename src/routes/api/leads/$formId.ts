import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { leadResponse } from '#/features/leads/index.server.ts'

/** POST /api/leads/{form} (decision 033): every lead form, with JavaScript or without (lead-endpoint.server.ts). */
export const Route = createFileRoute('/api/leads/$formId')({
  caseSensitive: true,
  server: { handlers: door<{ formId: string }>({ POST: (input) => leadResponse(input, input.params.formId) }) },
})
