import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { Refusal } from '#/server/refusals.ts'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { createTestStaff, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { deleteDocument, propertyDocumentsOf, updateDocument, uploadDocumentResponse } from './property-files-admin.server.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { publicDocumentsOnline } from '#/features/leads/property-documents.server.ts'
import { ownerDocument } from '#/features/owner-portal/owner-repository.server.ts'
import { samplePdf, samplePng } from '#/domain/upload-samples.ts'
import { DOCUMENT_MAX_BYTES } from './property-files.ts'
import { SITE_DOCUMENT_ID_BASE } from './property-files.server.ts'

// DESIGN.md "Staff and owners", documents: a property's documents uploaded to R2 (PDF and pictures, checked by their
// bytes, within a size limit), public or owner-only, renamed, deleted; the CRM's left to the CRM,
// and the importer leaves the site's alone.

const DB = (env as unknown as { DB: D1Database }).DB
const MEDIA = (env as unknown as { MEDIA: R2Bucket }).MEDIA
const appEnv = { DB, MEDIA, SESSION_SECRET: (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET } as unknown as AppEnv
const ORIGIN = 'https://site.test'

const PDF = samplePdf()

/** A member's work as the staff middleware runs it: its answer (a Response's status and JSON, or 200), or the refusal it was refused with. */
async function run(work: (context: StaffContext) => Promise<unknown>) {
  try {
    const answer = await work(await testStaffContext(appEnv, agent, { origin: ORIGIN }))
    if (answer instanceof Response) return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
    return { status: 200, body: answer as Record<string, unknown> }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return { status: error.status, body: error.body as Record<string, unknown> }
  }
}

/** The upload route's work with a multipart form, as the browser posts it. */
const uploaded = (form: FormData) =>
  run((context) =>
    uploadDocumentResponse(context, 901, new Request(`${ORIGIN}/api/admin/documents/901/upload`, { method: 'POST', body: form })),
  )

function upload(bytes: Uint8Array<ArrayBuffer>, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  form.set('file', new File([bytes], fileName, { type: 'application/pdf' }))
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

let agent: TestStaff

beforeEach(async () => {
  await DB.batch(['audit_log', 'owner_properties', 'property_documents', 'properties'].map((table) => DB.prepare(`DELETE FROM ${table}`)))
  await DB.batch([
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (901, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 350000, '{"fr":"Villa"}')`,
    ),
    DB.prepare(
      `INSERT INTO property_documents (id, property_id, name, kind, public, source_url) VALUES (44, 901, 'PEB', 'epc', 1, 'https://crm.example/peb.pdf')`,
    ),
  ])
  const left = await MEDIA.list({ prefix: 'documents/901/' })
  if (left.objects.length > 0) await MEDIA.delete(left.objects.map((object) => object.key))
  agent = await createTestStaff(appEnv, 'agent', { language: 'fr' })
})

describe('a property’s documents in the back office', () => {
  it('uploads a PDF as public and a picture as owner-only: the site offers the first, the owner portal both', async () => {
    const pdf = await uploaded(upload(PDF, 'Plan du rez.pdf', { public: 'true' }))
    expect(pdf).toMatchObject({ status: 201, body: { name: 'Plan du rez', public: true, contentType: 'application/pdf' } })
    const pdfId = pdf.body.id as number
    expect(pdfId).toBeGreaterThan(SITE_DOCUMENT_ID_BASE)
    const png = samplePng()
    const picture = await uploaded(upload(png, 'facade.pdf', { name: 'Façade' }))
    expect(picture).toMatchObject({ status: 201, body: { name: 'Façade', public: false, contentType: 'image/png' } })

    expect((await publicDocumentsOnline(DB, MEDIA, 901)).map((document) => document.name)).toEqual(['Plan du rez'])
    await DB.prepare(`INSERT INTO owners (id, email) VALUES (77, 'owner-files@example.be') ON CONFLICT DO NOTHING`).run()
    await DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (77, 901)').run()
    expect(await ownerDocument(DB, 77, picture.body.id as number)).toMatchObject({ name: 'Façade', contentType: 'image/png' })

    const listed = await run((context) => propertyDocumentsOf(context, 901))
    expect((listed.body.documents as Array<{ name: string; source: string }>).map((document) => [document.name, document.source])).toEqual([
      ['PEB', 'crm'],
      ['Plan du rez', 'site'],
      ['Façade', 'site'],
    ])
    const lines = (await DB.prepare(`SELECT staff_email FROM audit_log WHERE action = 'document.upload'`).all()).results
    expect(lines).toHaveLength(2)
  })

  it('refuses a file that is neither a PDF nor a picture, an empty one and one over the limit, storing nothing', async () => {
    const word = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    expect(await uploaded(upload(word, 'notes.pdf'))).toMatchObject({
      status: 415,
      body: { error: 'file-type' },
    })
    expect(await uploaded(upload(new TextEncoder().encode('<script>'), 'x.pdf'))).toMatchObject({ status: 415 })
    expect(await uploaded(upload(new Uint8Array(0), 'empty.pdf'))).toMatchObject({
      status: 400,
    })
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1)
    big.set(PDF)
    const tooLarge = await uploaded(upload(big, 'big.pdf'))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toMatch(/20/)
    expect((await DB.prepare(`SELECT COUNT(*) AS n FROM property_documents WHERE source = 'site'`).first<{ n: number }>())!.n).toBe(0)
    expect((await MEDIA.list({ prefix: 'documents/901/site-' })).objects).toHaveLength(0)
  })

  it('renames and hides a document of the site, deletes it with its file, and leaves the CRM’s to the CRM', async () => {
    const { body } = await uploaded(upload(PDF, 'plan.pdf', { public: 'true' }))
    const id = body.id as number
    expect((await run((context) => updateDocument(context, 901, id, { name: 'Plan du 1er étage', public: false }))).status).toBe(200)
    expect(await DB.prepare('SELECT name, public FROM property_documents WHERE id = ?').bind(id).first()).toEqual({
      name: 'Plan du 1er étage',
      public: 0,
    })
    expect(await publicDocumentsOnline(DB, MEDIA, 901)).toEqual([])

    const crm = await run((context) => deleteDocument(context, 901, 44))
    expect(crm).toMatchObject({ status: 409, body: { error: 'crm-document', message: expect.stringContaining('CRM') } })
    expect((await run((context) => updateDocument(context, 901, 44, { name: 'x', public: false }))).status).toBe(409)

    const key = (await DB.prepare('SELECT r2_key FROM property_documents WHERE id = ?').bind(id).first<{ r2_key: string }>())!.r2_key
    expect((await run((context) => deleteDocument(context, 901, id))).status).toBe(200)
    expect(await DB.prepare('SELECT id FROM property_documents WHERE id = ?').bind(id).first()).toBeNull()
    expect(await MEDIA.head(key)).toBeNull()
    expect(
      (await DB.prepare(`SELECT action FROM audit_log WHERE action LIKE 'document.%' ORDER BY id`).all<{ action: string }>()).results.map(
        (row) => row.action,
      ),
    ).toEqual(['document.upload', 'document.update', 'document.delete'])
  })

  it('the importer replaces the CRM’s documents of a listing it writes, and keeps the site’s', async () => {
    const { body } = await uploaded(upload(PDF, 'plan.pdf', { public: 'true' }))
    const report = await importFeed(DB, {
      properties: [
        {
          ID: 901,
          Goal: 0,
          City: 'Wavre',
          Zip: '1300',
          TypeDescription: 'Villa',
          WebID: 1,
          language: 'fr',
          Price: 360_000,
          Marquee: 0,
          Description: '<p>Villa</p>',
          Documents: [{ ID: 45, Name: 'Cadastre', Kind: 'other' }],
        },
      ],
    })
    expect(report).toMatchObject({ properties: 1, rejected: [] })
    const rows = (await DB.prepare('SELECT id, name, source FROM property_documents WHERE property_id = 901 ORDER BY id').all()).results
    expect(rows).toEqual([
      { id: 45, name: 'Cadastre', source: 'crm' },
      { id: body.id, name: 'plan', source: 'site' },
    ])
  })
})
