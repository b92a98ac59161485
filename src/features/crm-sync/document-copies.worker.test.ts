import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { documentObjectKey } from '#/listings/document-keys.ts'
import { inlineSteps, runCrmSync, type SyncReport } from './crm-sync.server.ts'
import { copyMissingDocuments } from './document-copies.server.ts'

// The sync's copy of the documents' files into R2, against the stand-in CRM (which serves each file
// at the Url of its GetDocumentList row), each test with a customer of its own.

const testEnv = env as unknown as { DB: D1Database; MEDIA: R2Bucket; OMNICASA_URL: string }
const { DB, MEDIA } = testEnv
const STAND_IN = new URL('/', testEnv.OMNICASA_URL).origin
let customer = ''

async function sync(options: { copyFiles: boolean } = { copyFiles: true }): Promise<SyncReport> {
  const client = omnicasaClient(
    { url: testEnv.OMNICASA_URL, customerName: customer, customerPassword: 'demo-password' },
    { timeoutMs: 2_000 },
  )
  const outcome = await runCrmSync(inlineSteps({ retries: 1, delayMs: 5 }), {
    db: DB,
    client,
    now: new Date(),
    runId: `test-${crypto.randomUUID()}`,
    forceFull: true,
    media: options.copyFiles ? MEDIA : undefined,
  })
  if (outcome.status !== 'succeeded') throw new Error(`sync ${outcome.status}: ${JSON.stringify(outcome)}`)
  return outcome.report
}

type DocumentRow = { id: number; property_id: number; public: number; source_url: string | null }
const documents = async (where: string) =>
  (await DB.prepare(`SELECT id, property_id, public, source_url FROM property_documents WHERE ${where} ORDER BY id`).all<DocumentRow>())
    .results
const inBucket = async (document: DocumentRow) => MEDIA.get(documentObjectKey(document.property_id, document.id))

async function clearBucket(): Promise<void> {
  const listed = await MEDIA.list({ prefix: 'documents/' })
  if (listed.objects.length > 0) await MEDIA.delete(listed.objects.map((object) => object.key))
}

describe("documents' files copied from the CRM into R2", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    customer = `test-files-${crypto.randomUUID().slice(0, 8)}`
    await fetch(`${STAND_IN}/__control/reset?customer=${customer}`, { method: 'POST' })
    await DB.batch(
      ['crm_sync_runs', 'crm_sync_staging', 'document_copies', 'owner_properties', 'property_documents', 'properties'].map((table) =>
        DB.prepare(`DELETE FROM ${table}`),
      ),
    )
    await clearBucket()
  })

  it("the sync keeps each document's download address and copies public files into R2, bounded per run, the rest at the next runs", async () => {
    const first = await sync()
    const published = await documents('public = 1')
    expect(published.length).toBeGreaterThan(50)
    expect(published.every((document) => document.source_url?.startsWith(`${STAND_IN}/documents/`))).toBe(true)
    // 50 per run: the first run leaves the rest for the next.
    expect(first.documents).toEqual({ copied: 50, failed: 0, lastError: null })
    const copied = await inBucket(published[0]!)
    expect(copied?.httpMetadata?.contentType).toBe('application/pdf')
    expect(new TextDecoder().decode(await copied!.arrayBuffer())).toMatch(/^%PDF-/)
    // A private document of a property nobody owns is not copied: nobody may download it.
    const [privateOne] = await documents('public = 0')
    expect(await inBucket(privateOne!)).toBeNull()

    let runs = 1
    while (
      (await DB.prepare('SELECT COUNT(*) AS n FROM document_copies WHERE copied_at IS NOT NULL').first<{ n: number }>())!.n <
      published.length
    ) {
      const next = await sync()
      expect(next.documents!.copied).toBeGreaterThan(0)
      runs += 1
    }
    expect(runs).toBe(Math.ceil(published.length / 50))
    // Everything copied: the next sync fetches nothing again, even though it rewrote every listing.
    expect((await sync()).documents).toEqual({ copied: 0, failed: 0, lastError: null })
  })

  it("an owned property's private documents are copied too (the owner portal downloads them)", async () => {
    await sync({ copyFiles: false })
    const [privateOne] = await documents('public = 0')
    await DB.prepare(
      "INSERT INTO owners (id, email, first_name, last_name, language, password_hash) VALUES (1, 'owner@example.test', 'O', 'W', 'fr', 'x')",
    ).run()
    await DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (1, ?)').bind(privateOne!.property_id).run()
    await copyMissingDocuments(DB, MEDIA, { now: new Date(), limit: 10_000 })
    expect(await inBucket(privateOne!)).not.toBeNull()
    await DB.batch([DB.prepare('DELETE FROM owner_properties'), DB.prepare('DELETE FROM owners')])
  })

  it('a file the CRM fails to give is counted, tried again at the next run, after the others', async () => {
    await sync({ copyFiles: false })
    const [document] = await documents('public = 1')
    const broken = `${STAND_IN}/documents/${document!.property_id}/1.pdf`
    await DB.prepare('UPDATE property_documents SET source_url = ? WHERE id = ?').bind(broken, document!.id).run()
    const failing = await copyMissingDocuments(DB, MEDIA, { now: new Date(), limit: 1 })
    expect(failing).toEqual({ copied: 0, failed: 1, lastError: `document ${document!.id}: HTTP 404` })
    expect(await inBucket(document!)).toBeNull()
    // The failed file goes last: it does not hold back the files behind it.
    const next = await copyMissingDocuments(DB, MEDIA, { now: new Date(), limit: 1 })
    expect(next.copied).toBe(1)
    expect(await inBucket(document!)).toBeNull()
    // Once the CRM serves it again, a later run copies it.
    await DB.prepare('UPDATE property_documents SET source_url = ? WHERE id = ?')
      .bind(`${STAND_IN}/documents/${document!.property_id}/${document!.id}.pdf`, document!.id)
      .run()
    await copyMissingDocuments(DB, MEDIA, { now: new Date(), limit: 10_000 })
    expect(await inBucket(document!)).not.toBeNull()
    const copy = await DB.prepare('SELECT failures, copied_at FROM document_copies WHERE document_id = ?')
      .bind(document!.id)
      .first<{ failures: number; copied_at: string | null }>()
    expect(copy?.failures).toBe(0)
    expect(copy?.copied_at).not.toBeNull()
  })
})
