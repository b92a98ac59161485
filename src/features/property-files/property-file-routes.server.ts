import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { readStaffJson, staffJson, staffGuard, type StaffRoute } from '#/admin/staff-guard.server.ts'
import { pickedProperty } from '#/features/viewing-slots/index.server.ts'
import { DOCUMENT_MAX_BYTES, DOCUMENT_NAME_MAX, documentKind } from './property-files.ts'
import {
  deleteDocumentStatement,
  documentName,
  findDocument,
  insertDocumentStatement,
  propertyDocuments,
  sniffDocument,
  updateDocumentStatement,
} from './property-files.server.ts'

// /api/admin/documents/… (issue 18 "Documents"): a property's documents, uploaded to R2 (MEDIA),
// public or owner-only, renamed, deleted. The CRM's documents are listed with their source and
// left alone: the importer replaces them whenever the listing changes, so a change made here
// would not last (say so rather than pretend).

const PROPERTY = '([1-9]\\d{0,9})'
const DOCUMENT = '([1-9]\\d{0,14})'
const LIST_PATH = new RegExp(`^/api/admin/documents/${PROPERTY}$`)
const UPLOAD_PATH = new RegExp(`^/api/admin/documents/${PROPERTY}/upload$`)
const CHANGE_PATH = new RegExp(`^/api/admin/documents/${PROPERTY}/${DOCUMENT}/(update|delete)$`)

const Update = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(DOCUMENT_NAME_MAX)), public: v.boolean() })

/** The multipart envelope around the file: a few fields and boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024

const crmOwned = (i18n: I18n) =>
  staffJson(
    {
      error: 'crm-document',
      message: i18n._(
        msg`This document comes from the CRM: the next sync would bring it back as the CRM has it. Change or remove it in the CRM.`,
      ),
    },
    409,
  )

export const PROPERTY_FILE_ROUTES: StaffRoute[] = [
  staffGuard({
    path: LIST_PATH,
    methods: ['GET'],
    role: 'agent',
    example: '/api/admin/documents/1',
    handle: async ({ env, params, staff }) => {
      const property = await pickedProperty(env.DB, Number(params[0]), staff.language)
      if (!property) return staffJson({ error: 'not-found' }, 404)
      return staffJson({ property, documents: await propertyDocuments(env.DB, property.id), maxBytes: DOCUMENT_MAX_BYTES })
    },
  }),
  staffGuard({
    path: UPLOAD_PATH,
    methods: ['POST'],
    role: 'agent',
    example: '/api/admin/documents/1/upload',
    handle: async ({ env, request, params, staff, i18n, now, audit }) => {
      const property = await pickedProperty(env.DB, Number(params[0]), staff.language)
      if (!property) return staffJson({ error: 'not-found' }, 404)
      const megabytes = DOCUMENT_MAX_BYTES / 1024 / 1024
      const tooLarge = () => staffJson({ error: 'too-large', message: i18n._(msg`A document may be at most ${megabytes} MB.`) }, 413)
      if (Number(request.headers.get('Content-Length') ?? 0) > DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES) return tooLarge()
      if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
        return staffJson({ error: 'content-type' }, 415)
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        return staffJson({ error: 'invalid', message: i18n._(msg`Choose a file to upload.`) }, 400)
      }
      const file = form.get('file')
      if (!(file instanceof File) || file.size === 0)
        return staffJson({ error: 'invalid', fields: ['file'], message: i18n._(msg`Choose a file to upload.`) }, 400)
      if (file.size > DOCUMENT_MAX_BYTES) return tooLarge()
      const bytes = new Uint8Array(await file.arrayBuffer())
      const sniffed = sniffDocument(bytes)
      if (!sniffed)
        return staffJson(
          { error: 'file-type', fields: ['file'], message: i18n._(msg`Only PDF files and pictures (JPEG, PNG, WebP) can be uploaded.`) },
          415,
        )
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
        return staffJson({ id, name, public: isPublic, contentType: sniffed.contentType }, 201)
      } catch (error) {
        // A file without its row would be an orphan nobody can see or delete.
        await env.MEDIA.delete(r2Key)
        throw error
      }
    },
  }),
  staffGuard({
    path: CHANGE_PATH,
    methods: ['POST'],
    role: 'agent',
    example: '/api/admin/documents/1/1/update',
    handle: async ({ env, request, params, i18n, audit }) => {
      const propertyId = Number(params[0])
      const document = await findDocument(env.DB, propertyId, Number(params[1]))
      if (!document) return staffJson({ error: 'not-found' }, 404)
      if (document.source !== 'site') return crmOwned(i18n)
      const subject = `property:${propertyId}`
      if (params[2] === 'update') {
        const read = await readStaffJson(request, Update)
        if (!read.ok) return read.response
        const change = { name: documentName(read.value.name, ''), public: read.value.public }
        await env.DB.batch([
          updateDocumentStatement(env.DB, propertyId, document.id, change),
          audit('document.update', subject, { id: document.id, before: { name: document.name, public: document.public }, after: change }),
        ])
        return staffJson({ updated: true })
      }
      await env.DB.batch([
        deleteDocumentStatement(env.DB, propertyId, document.id),
        audit('document.delete', subject, { id: document.id, name: document.name }),
      ])
      if (document.r2Key) await env.MEDIA.delete(document.r2Key)
      return staffJson({ deleted: true })
    },
  }),
]
