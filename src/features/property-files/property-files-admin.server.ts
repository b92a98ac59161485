import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { pickedProperty } from '#/features/viewing-slots/index.server.ts'
import { DOCUMENT_MAX_BYTES, documentKind } from './property-files.ts'
import {
  deleteDocumentStatement,
  documentName,
  findDocument,
  insertDocumentStatement,
  propertyDocuments,
  sniffDocument,
  updateDocumentStatement,
} from './property-files.server.ts'

// DESIGN.md "Staff and owners", documents: a property's documents, uploaded to R2 (MEDIA), public or
// owner-only, renamed, deleted; for agents and up behind the staff middleware (decision 033:
// property-files.functions.ts, and a server route for the multipart upload). The CRM's documents are listed with their source and
// left alone: the importer replaces them whenever the listing changes, so a change made here
// would not last (say so rather than pretend).

/** The multipart envelope around the file: a few fields and boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024

const crmOwned = (i18n: I18n) =>
  new Refusal('conflict', {
    reason: 'crm-document',
    message: i18n._(
      msg`This document comes from the CRM: the next sync would bring it back as the CRM has it. Change or remove it in the CRM.`,
    ),
  })

/** A property's documents, the CRM's and the site's, with the upload limit. */
export async function propertyDocumentsOf({ env, staff }: StaffContext, propertyId: number) {
  const property = await pickedProperty(env.DB, propertyId, staff.language)
  if (!property) throw new Refusal('not-found')
  return { property, documents: await propertyDocuments(env.DB, property.id), maxBytes: DOCUMENT_MAX_BYTES }
}

export type UploadedDocument = { id: number | undefined; name: string; public: boolean; contentType: string }

/**
 * A document uploaded as a multipart form (a server route, decision 033: its size and type are
 * checked before the body is read), stored in R2 (MEDIA) with its row and audit line.
 */
export async function uploadDocumentResponse(context: StaffContext, propertyId: number, request: Request): Promise<Response> {
  const { env, staff, i18n, now, audit } = context
  const property = await pickedProperty(env.DB, propertyId, staff.language)
  if (!property) throw new Refusal('not-found')
  const megabytes = DOCUMENT_MAX_BYTES / 1024 / 1024
  const tooLarge = () => new Refusal('too-large', { message: i18n._(msg`A document may be at most ${megabytes} MB.`) })
  if (Number(request.headers.get('Content-Length') ?? 0) > DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge()
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw new Refusal('unsupported-type', { reason: 'content-type' })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Refusal('malformed', { reason: 'invalid', message: i18n._(msg`Choose a file to upload.`) })
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    throw new Refusal('malformed', { reason: 'invalid', fields: ['file'], message: i18n._(msg`Choose a file to upload.`) })
  if (file.size > DOCUMENT_MAX_BYTES) throw tooLarge()
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sniffed = sniffDocument(bytes)
  if (!sniffed)
    throw new Refusal('unsupported-type', {
      reason: 'file-type',
      fields: ['file'],
      message: i18n._(msg`Only PDF files and pictures (JPEG, PNG, WebP) can be uploaded.`),
    })
  const name = documentName(String(form.get('name') ?? ''), file.name)
  const isPublic = form.get('public') === 'true' || form.get('public') === 'on'
  const r2Key = `documents/${property.id}/site-${crypto.randomUUID()}.${sniffed.extension}`
  await env.MEDIA.put(r2Key, bytes, { httpMetadata: { contentType: sniffed.contentType }, customMetadata: { name } })
  try {
    const [inserted] = await env.DB.batch([
      insertDocumentStatement(
        env.DB,
        {
          propertyId: property.id,
          name,
          kind: documentKind(form.get('kind')),
          r2Key,
          contentType: sniffed.contentType,
          size: bytes.byteLength,
          public: isPublic,
        },
        now,
      ),
      audit('document.upload', `property:${property.id}`, {
        name,
        public: isPublic,
        size: bytes.byteLength,
        contentType: sniffed.contentType,
      }),
    ])
    const id = (inserted!.results[0] as { id: number } | undefined)?.id
    const answer: UploadedDocument = { id, name, public: isPublic, contentType: sniffed.contentType }
    return Response.json(answer, { status: 201 })
  } catch (error) {
    // A file without its row would be an orphan nobody can see or delete.
    await env.MEDIA.delete(r2Key)
    throw error
  }
}

async function siteDocument({ env, i18n }: StaffContext, propertyId: number, documentId: number) {
  const document = await findDocument(env.DB, propertyId, documentId)
  if (!document) throw new Refusal('not-found')
  if (document.source !== 'site') throw crmOwned(i18n)
  return document
}

/** Renames a document of the site's, or makes it public or owner-only. */
export async function updateDocument(
  context: StaffContext,
  propertyId: number,
  documentId: number,
  input: { name: string; public: boolean },
): Promise<{ updated: true }> {
  const { env, audit } = context
  const document = await siteDocument(context, propertyId, documentId)
  const change = { name: documentName(input.name, ''), public: input.public }
  await env.DB.batch([
    updateDocumentStatement(env.DB, propertyId, document.id, change),
    audit('document.update', `property:${propertyId}`, {
      id: document.id,
      before: { name: document.name, public: document.public },
      after: change,
    }),
  ])
  return { updated: true }
}

/** Deletes a document of the site's, its file in R2 too. */
export async function deleteDocument(context: StaffContext, propertyId: number, documentId: number): Promise<{ deleted: true }> {
  const { env, audit } = context
  const document = await siteDocument(context, propertyId, documentId)
  await env.DB.batch([
    deleteDocumentStatement(env.DB, propertyId, document.id),
    audit('document.delete', `property:${propertyId}`, { id: document.id, name: document.name }),
  ])
  if (document.r2Key) await env.MEDIA.delete(document.r2Key)
  return { deleted: true }
}
