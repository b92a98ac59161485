import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { routeRequest } from '#/server/worker-routes.ts'
import { ADMIN_ROUTES } from '#/features/back-office/admin-routes.server.ts'
import { createTestStaff, type TestStaff } from '../../../tests/support/test-staff.ts'
import { approvedTestimonials } from '#/features/testimonials/testimonial-repository.server.ts'
import { testimonialPictureResponse } from './testimonial-review-routes.server.ts'

// Issue 18 "Testimonials": pending ones with their picture and website; approving publishes them
// with the picture (served only once approved), an edit fixes a typo, rejecting removes the
// testimonial and its picture. Each change leaves its audit line.

const DB = (env as unknown as { DB: D1Database }).DB
const MEDIA = (env as unknown as { MEDIA: R2Bucket }).MEDIA
const appEnv = { DB, MEDIA, SESSION_SECRET: (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET } as unknown as AppEnv
const ORIGIN = 'https://site.test'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])

async function call(staff: TestStaff | null, method: 'GET' | 'POST', path: string, body?: unknown, routes = ADMIN_ROUTES) {
  const headers: Record<string, string> = { Accept: 'application/json', Origin: ORIGIN }
  if (staff) headers.Cookie = staff.cookie
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const ctx = createExecutionContext()
  const response = (await routeRequest(routes, {
    request,
    env: appEnv,
    ctx,
    url: new URL(request.url),
    services: { mailer: { send: async () => {} } },
  }))!
  await waitOnExecutionContext(ctx)
  return response
}

const audit = async (action: string) =>
  (
    await DB.prepare('SELECT staff_email, subject, detail FROM audit_log WHERE action = ?')
      .bind(action)
      .all<{ staff_email: string; subject: string; detail: string }>()
  ).results

let agent: TestStaff
let id: number

beforeEach(async () => {
  await DB.batch([DB.prepare('DELETE FROM audit_log'), DB.prepare('DELETE FROM testimonials')])
  await MEDIA.put('leads/lead-t1/picture.png', PNG, { httpMetadata: { contentType: 'image/png' } })
  const row = await DB.prepare(
    `INSERT INTO testimonials (author, about, website, image_key, comment, language, approved) VALUES ('Lucie Martin', 'Vente', 'https://lucie.example', 'leads/lead-t1/picture.png', 'Très bon servcie', 'fr', 0) RETURNING id`,
  ).first<{ id: number }>()
  id = row!.id
  agent = await createTestStaff(appEnv, 'agent', { language: 'fr' })
})

describe('reviewing testimonials in the back office', () => {
  it('lists the pending one with its website and picture; the picture is not public before approval', async () => {
    const list = (await (await call(agent, 'GET', '/api/admin/testimonials')).json()) as { pending: Array<Record<string, unknown>> }
    expect(list.pending).toEqual([
      expect.objectContaining({ id, author: 'Lucie Martin', website: 'https://lucie.example', hasPicture: true, approved: false }),
    ])
    const staffPicture = await call(agent, 'GET', `/api/admin/testimonials/${id}/picture`)
    expect(staffPicture.status).toBe(200)
    expect(new Uint8Array(await staffPicture.arrayBuffer())).toEqual(PNG)
    expect((await testimonialPictureResponse(appEnv, String(id))).status).toBe(404)
    expect((await call(null, 'GET', `/api/admin/testimonials/${id}/picture`)).status).toBe(401)
  })

  it('approving publishes it with its picture, kept under the testimonial’s own key', async () => {
    const response = await call(agent, 'POST', `/api/admin/testimonials/${id}/approve`, {})
    expect(response.status).toBe(200)
    const row = await DB.prepare('SELECT approved, image_key FROM testimonials WHERE id = ?')
      .bind(id)
      .first<{ approved: number; image_key: string }>()
    expect(row).toEqual({ approved: 1, image_key: `testimonials/${id}.png` })
    // The lead's upload may be erased with the lead: the published picture no longer depends on it.
    await MEDIA.delete('leads/lead-t1/picture.png')
    const [shown] = await approvedTestimonials(DB, 'fr', 10)
    expect(shown).toMatchObject({ id, picture: `/media/testimonials/${id}` })
    const picture = await testimonialPictureResponse(appEnv, String(id))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG)
    expect(await audit('testimonial.approve')).toEqual([
      expect.objectContaining({ staff_email: agent.email, subject: `testimonial:${id}` }),
    ])
  })

  it('an edit fixes a typo and logs what it was; a blank author is refused', async () => {
    const edited = await call(agent, 'POST', `/api/admin/testimonials/${id}/edit`, { author: 'Lucie Martin', comment: 'Très bon service' })
    expect(edited.status).toBe(200)
    expect(await DB.prepare('SELECT author, comment, about FROM testimonials WHERE id = ?').bind(id).first()).toEqual({
      author: 'Lucie Martin',
      comment: 'Très bon service',
      about: 'Vente',
    })
    const [line] = await audit('testimonial.edit')
    expect(JSON.parse(line!.detail)).toMatchObject({ before: { comment: 'Très bon servcie' }, after: { comment: 'Très bon service' } })
    expect((await call(agent, 'POST', `/api/admin/testimonials/${id}/edit`, { author: '   ', comment: 'x' })).status).toBe(400)
    expect((await call(agent, 'POST', `/api/admin/testimonials/999999/edit`, { author: 'A', comment: 'B' })).status).toBe(404)
  })

  it('rejecting removes the testimonial and its picture from R2', async () => {
    expect((await call(agent, 'POST', `/api/admin/testimonials/${id}/reject`, {})).status).toBe(200)
    expect(await DB.prepare('SELECT id FROM testimonials WHERE id = ?').bind(id).first()).toBeNull()
    expect(await MEDIA.head('leads/lead-t1/picture.png')).toBeNull()
    expect(await audit('testimonial.reject')).toHaveLength(1)
  })

  it('refuses a change without a session or from another origin', async () => {
    expect((await call(null, 'POST', `/api/admin/testimonials/${id}/approve`, {})).status).toBe(401)
    const request = new Request(`${ORIGIN}/api/admin/testimonials/${id}/approve`, {
      method: 'POST',
      headers: { Cookie: agent.cookie, Origin: 'https://evil.test', 'Content-Type': 'application/json' },
      body: '{}',
    })
    const response = await routeRequest(ADMIN_ROUTES, {
      request,
      env: appEnv,
      ctx: createExecutionContext(),
      url: new URL(request.url),
      services: { mailer: { send: async () => {} } },
    })
    expect(response!.status).toBe(403)
    expect((await DB.prepare('SELECT approved FROM testimonials WHERE id = ?').bind(id).first<{ approved: number }>())!.approved).toBe(0)
  })
})
