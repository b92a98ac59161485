import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { SITE_IMAGE_MAX_BYTES, SITE_IMAGE_UPLOAD_LIMIT, siteImageKeyOf } from '#/domain/site-images.ts'
import { sniffFileType } from '#/domain/file-types.ts'
import { decodablePng, samplePng, withHtmlAfter } from '#/domain/upload-samples.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { withinRateLimit } from '#/server/rate-limit.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { createTestStaff, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { siteImageResponse, uploadSiteImageResponse } from './site-images.server.ts'

// Decision 034: the agency's pictures, uploaded by staff, checked by their bytes and structure,
// resized for their slot by the Images binding (Miniflare's, with sharp), stored in R2 under site/
// and served at /media/site/… for good; anything else under that path is a 404.

const bindings = env as unknown as { DB: D1Database; MEDIA: R2Bucket; IMAGES: ImagesBinding; SESSION_SECRET: string }
const appEnv = { DB: bindings.DB, MEDIA: bindings.MEDIA, IMAGES: bindings.IMAGES, SESSION_SECRET: bindings.SESSION_SECRET } as AppEnv
const ORIGIN = 'https://site.test'

let agent: TestStaff

async function run(work: (context: StaffContext) => Promise<Response>) {
  try {
    const answer = await work(await testStaffContext(appEnv, agent, { origin: ORIGIN }))
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return { status: error.status, body: error.body as unknown as Record<string, unknown> }
  }
}

function upload(bytes: Uint8Array<ArrayBuffer>, fileName: string, slot = 'team') {
  const form = new FormData()
  form.set('slot', slot)
  form.set('file', new File([bytes], fileName, { type: 'image/jpeg' }))
  return run((context) =>
    uploadSiteImageResponse(context, new Request(`${ORIGIN}/api/admin/site-images/upload`, { method: 'POST', body: form })),
  )
}

const served = (path: string, headers: HeadersInit = {}) => siteImageResponse(appEnv, new Request(`${ORIGIN}${path}`, { headers }), path)

beforeEach(async () => {
  await bindings.DB.batch(['audit_log', 'rate_limits'].map((table) => bindings.DB.prepare(`DELETE FROM ${table}`)))
  const left = await bindings.MEDIA.list({ prefix: 'site/' })
  if (left.objects.length > 0) await bindings.MEDIA.delete(left.objects.map((object) => object.key))
  agent = await createTestStaff(appEnv, 'agent', { language: 'en' })
})

describe('the agency’s pictures', () => {
  it('stores a portrait cropped to its square slot as WebP, serves it for good, and logs the upload', async () => {
    const { status, body } = await upload(await decodablePng(1200, 900), 'portrait.png')
    expect(status).toBe(201)
    expect(body).toMatchObject({ slot: 'team', width: 800, height: 800 })
    const src = body.src as string
    expect(src).toMatch(/^\/media\/site\/team\/[0-9a-f]{32}\.webp$/)

    const answer = await served(src)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('image/webp')
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(sniffFileType(bytes, 'image')).toMatchObject({ contentType: 'image/webp', dimensions: { width: 800, height: 800 } })
    expect((await served(src, { 'If-None-Match': answer.headers.get('ETag')! })).status).toBe(304)

    const lines = (
      await bindings.DB.prepare(`SELECT staff_email, subject, detail FROM audit_log WHERE action = 'site-image.upload'`).all<{
        staff_email: string
        subject: string
        detail: string
      }>()
    ).results
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ staff_email: agent.email, subject: 'site-image:team' })
    expect(JSON.parse(lines[0]!.detail)).toMatchObject({
      src,
      width: 800,
      height: 800,
      uploaded: { contentType: 'image/png', width: 1200, height: 900 },
    })
  })

  it('keeps a logo whole inside its slot, and stores the same picture once', async () => {
    const png = await decodablePng(1200, 900)
    const first = await upload(png, 'logo.png', 'logo')
    expect(first.body).toMatchObject({ width: 213, height: 160 })
    const again = await upload(png, 'logo-again.png', 'logo')
    expect(again.body.src).toBe(first.body.src)
    expect((await bindings.MEDIA.list({ prefix: 'site/logo/' })).objects).toHaveLength(1)
  })

  it('refuses a renamed non-image, a picture with HTML after its end, one it cannot decode, an unknown slot and an oversized file, storing nothing', async () => {
    expect(
      await upload(new TextEncoder().encode('<html><body>not a photo</body></html>') as Uint8Array<ArrayBuffer>, 'photo.jpg'),
    ).toMatchObject({
      status: 415,
      body: { error: 'file-type', fields: ['file'] },
    })
    expect((await upload(withHtmlAfter(await decodablePng(40, 40)), 'photo.png')).status).toBe(415)
    // Whole by its structure, but its pixels are not there: Images cannot read it.
    expect((await upload(samplePng(), 'empty.png')).status).toBe(415)
    expect((await upload(await decodablePng(40, 40), 'photo.png', 'wallpaper')).status).toBe(400)
    const big = new Uint8Array(SITE_IMAGE_MAX_BYTES + 1)
    big.set(await decodablePng(40, 40))
    const tooLarge = await upload(big, 'huge.png')
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toMatch(/16 MB/)
    expect((await bindings.MEDIA.list({ prefix: 'site/' })).objects).toHaveLength(0)
    expect((await bindings.DB.prepare(`SELECT COUNT(*) AS n FROM audit_log`).first<{ n: number }>())!.n).toBe(0)
  })

  it('refuses uploads past the hour’s allowance of the member', async () => {
    for (let count = 0; count < SITE_IMAGE_UPLOAD_LIMIT.limit; count++) {
      await withinRateLimit(bindings.DB, `site-image:${agent.id}`, SITE_IMAGE_UPLOAD_LIMIT)
    }
    expect((await upload(await decodablePng(40, 40), 'one-more.png')).status).toBe(429)
  })

  it('serves only stored pictures under site/: any other path or key is a 404', async () => {
    await bindings.MEDIA.put('documents/1/secret.pdf', 'private')
    for (const path of [
      '/media/site/team/0123456789abcdef0123456789abcdef.webp',
      '/media/site/../documents/1/secret.pdf',
      '/media/site/documents/1/secret.pdf',
      '/media/site/team/0123456789abcdef0123456789abcdef.png',
      '/media/site/wallpaper/0123456789abcdef0123456789abcdef.webp',
    ]) {
      expect((await served(path)).status, path).toBe(404)
    }
    expect(siteImageKeyOf('/media/documents/1/secret.pdf')).toBeUndefined()
    await bindings.MEDIA.delete('documents/1/secret.pdf')
  })
})
