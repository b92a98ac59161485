import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { DOCUMENT_NAME_MAX } from './property-files.ts'
import { deleteDocument, propertyDocumentsOf, updateDocument } from './property-files-admin.server.ts'

// The documents page's server functions (decision 033), for agents and up, behind the staff
// middleware. The upload is a multipart form, a server route (src/routes/api/admin/documents/
// $propertyId/upload.ts), so its size and type are checked before its body is read.

const PropertyId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9_999_999_999))
const DocumentId = v.pipe(v.number(), v.integer(), v.minValue(1))

export const getPropertyDocuments = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ propertyId: PropertyId })))
  .handler(({ context, data }) => propertyDocumentsOf(context.staffContext, data.propertyId))

export const updateDocumentFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(
    staffInput(
      v.object({
        propertyId: PropertyId,
        documentId: DocumentId,
        name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(DOCUMENT_NAME_MAX)),
        public: v.boolean(),
      }),
    ),
  )
  .handler(({ context, data }) => updateDocument(context.staffContext, data.propertyId, data.documentId, data))

export const deleteDocumentFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ propertyId: PropertyId, documentId: DocumentId })))
  .handler(({ context, data }) => deleteDocument(context.staffContext, data.propertyId, data.documentId))
