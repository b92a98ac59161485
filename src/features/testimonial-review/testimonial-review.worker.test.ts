import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { staffInput } from '#/admin/staff-input.ts'
import { createTestStaff, refusalOf, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { approvedTestimonials } from '#/features/testimonials/testimonial-repository.server.ts'
import { publicTestimonialPictureResponse } from './testimonial-pictures.server.ts'
import {
  approveTestimonial,
  editTestimonial,
  rejectTestimonial,
  testimonialPictureResponse,
  testimonialReview,
} from './testimonial-review-admin.server.ts'
import { TestimonialEditInput } from './testimonial-review-inputs.ts'

// DESIGN.md "Staff and owners", testimonials: pending ones with their picture and website; approving publishes them
// with the picture (served only once approved), an edit fixes a typo, rejecting removes the
// testimonial and its picture. Each change leaves its audit line. The staff middleware's
// refusals (no session, another origin) are src/features/staff/staff-middleware.worker.test.ts.

const DB = (env as unknown as { DB: D1Database }).DB
const MEDIA = (env as unknown as { MEDIA: R2Bucket }).MEDIA
const appEnv = { DB, MEDIA, SESSION_SECRET: (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET } as unknown as AppEnv
const ORIGIN = 'https://site.test'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])

/** The public picture, as /media/testimonials/{id} answers it. */
const publicPicture = (id: number | string) => publicTestimonialPictureResponse(appEnv, String(id))

/** The member's context, as the staff middleware makes it for a request of theirs. */
const as = (member: TestStaff) => testStaffContext(appEnv, member, { origin: ORIGIN })

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
    const list = await testimonialReview(await as(agent))
    expect(list.pending).toEqual([
      expect.objectContaining({ id, author: 'Lucie Martin', website: 'https://lucie.example', hasPicture: true, approved: false }),
    ])
    const staffPicture = await testimonialPictureResponse(await as(agent), id)
    expect(staffPicture.status).toBe(200)
    expect(new Uint8Array(await staffPicture.arrayBuffer())).toEqual(PNG)
    expect(staffPicture.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await publicPicture(id)).status).toBe(404)
  })

  it('approving publishes it with its picture, kept under the testimonial’s own key', async () => {
    expect(await approveTestimonial(await as(agent), id)).toEqual({ approved: true, picture: true })
    const row = await DB.prepare('SELECT approved, image_key FROM testimonials WHERE id = ?')
      .bind(id)
      .first<{ approved: number; image_key: string }>()
    expect(row).toEqual({ approved: 1, image_key: `testimonials/${id}.png` })
    // The lead's upload may be erased with the lead: the published picture no longer depends on it.
    await MEDIA.delete('leads/lead-t1/picture.png')
    const [shown] = await approvedTestimonials(DB, 'fr', 10)
    expect(shown).toMatchObject({ id, picture: `/media/testimonials/${id}` })
    const picture = await publicPicture(id)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG)
    expect(await audit('testimonial.approve')).toEqual([
      expect.objectContaining({ staff_email: agent.email, subject: `testimonial:${id}` }),
    ])
  })

  it('an edit fixes a typo and logs what it was; a blank author is refused', async () => {
    expect(await editTestimonial(await as(agent), id, { author: 'Lucie Martin', comment: 'Très bon service' })).toEqual({ edited: true })
    expect(await DB.prepare('SELECT author, comment, about FROM testimonials WHERE id = ?').bind(id).first()).toEqual({
      author: 'Lucie Martin',
      comment: 'Très bon service',
      about: 'Vente',
    })
    const [line] = await audit('testimonial.edit')
    expect(JSON.parse(line!.detail)).toMatchObject({ before: { comment: 'Très bon servcie' }, after: { comment: 'Très bon service' } })
    // A blank author is refused by the function's input schema, as malformed (400).
    expect(() => staffInput(TestimonialEditInput)({ id, author: '   ', comment: 'x' })).toThrow(expect.objectContaining({ status: 400 }))
    expect((await refusalOf(editTestimonial(await as(agent), 999_999, { author: 'A', comment: 'B' }))).status).toBe(404)
  })

  it('rejecting removes the testimonial and its picture from R2', async () => {
    expect(await rejectTestimonial(await as(agent), id)).toEqual({ rejected: true })
    expect(await DB.prepare('SELECT id FROM testimonials WHERE id = ?').bind(id).first()).toBeNull()
    expect(await MEDIA.head('leads/lead-t1/picture.png')).toBeNull()
    expect(await audit('testimonial.reject')).toHaveLength(1)
  })
})
