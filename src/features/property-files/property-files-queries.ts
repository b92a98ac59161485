import { queryOptions } from '@tanstack/react-query'
import { adminRequestError } from '#/admin/admin-errors.ts'
import { getPropertyDocuments } from './property-files.functions.ts'
import type { UploadedDocument } from './property-files-admin.server.ts'

// The documents page's read as a TanStack query (decision 033), and its upload: a multipart form
// posted to its server route, refused as the server functions are (AdminRequestError, 401 to the sign-in).

export const propertyDocumentsQuery = (propertyId: number) =>
  queryOptions({ queryKey: ['documents', propertyId] as const, queryFn: () => getPropertyDocuments({ data: { propertyId } }) })

export async function uploadDocument(propertyId: number, form: FormData): Promise<UploadedDocument> {
  const response = await fetch(`/api/admin/documents/${propertyId}/upload`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
    credentials: 'same-origin',
  })
  if (!response.ok) throw await adminRequestError(response)
  return (await response.json()) as UploadedDocument
}
