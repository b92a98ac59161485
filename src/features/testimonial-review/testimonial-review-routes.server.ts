import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { readStaffJson, staffJson, staffGuard, type StaffRoute } from '#/admin/staff-guard.server.ts'
import { catalogueVersionStatement } from '#/listings/catalogue-import.server.ts'
import type { AppEnv } from '#/server/env.server.ts'
import {
  approveStatement,
  approvedPictureKey,
  editStatement,
  publishedPictureKey,
  rejectStatement,
  testimonialRow,
  testimonialsToReview,
} from './testimonial-review.server.ts'

// /api/admin/testimonials/… (issue 18 "Testimonials: pending ones with their picture and website;
// approve (it appears on the site with the picture), edit a typo, reject"), and the public picture
// of an approved testimonial. A change bumps the catalogue's version, so cached pages show it.

const ID = '([1-9]\\d{0,9})'
const ACTION_PATH = new RegExp(`^/api/admin/testimonials/${ID}/(approve|edit|reject)$`)
const PICTURE_PATH = new RegExp(`^/api/admin/testimonials/${ID}/picture$`)
/** GET /media/testimonials/{id}: the picture of an approved testimonial, and of no other. */
const PUBLIC_PICTURE_ID = new RegExp(`^${ID}$`)

/** The form's own limits (lead-forms.ts contact-testimonial): an edit fixes a typo within them. */
const Edit = v.object({
  author: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  comment: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)),
  about: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200)))),
})

async function pictureResponse(media: R2Bucket, key: string, cache: string): Promise<Response> {
  const object = await media.get(key)
  if (!object) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'image/jpeg',
      'Content-Length': String(object.size),
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export const TESTIMONIAL_REVIEW_ROUTES: StaffRoute[] = [
  staffGuard({
    path: '/api/admin/testimonials',
    methods: ['GET'],
    role: 'agent',
    handle: async ({ env }) => staffJson(await testimonialsToReview(env.DB)),
  }),
  staffGuard({
    path: PICTURE_PATH,
    methods: ['GET'],
    role: 'agent',
    example: '/api/admin/testimonials/1/picture',
    handle: async ({ env, params }) => {
      const testimonial = await testimonialRow(env.DB, Number(params[0]))
      if (!testimonial?.imageKey) return staffJson({ error: 'not-found' }, 404)
      return pictureResponse(env.MEDIA, testimonial.imageKey, 'private, no-store')
    },
  }),
  staffGuard({
    path: ACTION_PATH,
    methods: ['POST'],
    role: 'agent',
    example: '/api/admin/testimonials/1/approve',
    handle: async ({ env, request, params, i18n, audit }) => {
      const id = Number(params[0])
      const testimonial = await testimonialRow(env.DB, id)
      if (!testimonial) return staffJson({ error: 'not-found', message: i18n._(msg`This testimonial no longer exists.`) }, 404)
      const subject = `testimonial:${id}`
      switch (params[1]) {
        case 'approve': {
          if (testimonial.approved) return staffJson({ approved: true })
          // The picture becomes the testimonial's own file before the row says so.
          let imageKey = testimonial.imageKey
          if (imageKey && !imageKey.startsWith('testimonials/')) {
            const upload = await env.MEDIA.get(imageKey)
            if (upload) {
              const published = publishedPictureKey(id, imageKey)
              await env.MEDIA.put(published, await upload.arrayBuffer(), { httpMetadata: upload.httpMetadata })
              imageKey = published
            } else imageKey = null
          }
          await env.DB.batch([
            approveStatement(env.DB, id, imageKey),
            catalogueVersionStatement(env.DB),
            audit('testimonial.approve', subject, { author: testimonial.author, picture: imageKey !== null }),
          ])
          return staffJson({ approved: true, picture: imageKey !== null })
        }
        case 'edit': {
          const read = await readStaffJson(request, Edit)
          if (!read.ok) return read.response
          const change = {
            author: read.value.author,
            comment: read.value.comment,
            about: read.value.about === undefined ? testimonial.about : read.value.about || null,
          }
          await env.DB.batch([
            editStatement(env.DB, id, change),
            catalogueVersionStatement(env.DB),
            audit('testimonial.edit', subject, {
              before: { author: testimonial.author, comment: testimonial.comment, about: testimonial.about },
              after: change,
            }),
          ])
          return staffJson({ edited: true })
        }
        default: {
          await env.DB.batch([
            rejectStatement(env.DB, id),
            catalogueVersionStatement(env.DB),
            audit('testimonial.reject', subject, { author: testimonial.author, approved: testimonial.approved }),
          ])
          // Its picture goes from R2 too (the agency's mail about the lead carried a copy already).
          if (testimonial.imageKey) await env.MEDIA.delete(testimonial.imageKey)
          return staffJson({ rejected: true })
        }
      }
    },
  }),
]

/**
 * The public picture of an approved testimonial; a pending or rejected one's is not found, nor is an
 * id that is no row id. Its server route is src/routes/media/testimonials/$id.ts (decision 033).
 */
export async function testimonialPictureResponse(env: Pick<AppEnv, 'DB' | 'MEDIA'>, id: string): Promise<Response> {
  const key = PUBLIC_PICTURE_ID.test(id) ? await approvedPictureKey(env.DB, Number(id)) : undefined
  if (!key) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return pictureResponse(env.MEDIA, key, 'public, max-age=300')
}
