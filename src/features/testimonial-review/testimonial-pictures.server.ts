import type { AppEnv } from '#/server/env.server.ts'
import { approvedPictureKey } from './testimonial-review.server.ts'

// A testimonial's picture from R2 (DESIGN.md "Staff and owners", testimonials): the public one of an
// approved testimonial at /media/testimonials/{id} (a server route, decision 033), and the pending one
// a member of staff reviews (testimonial-review-admin.server.ts, behind the staff middleware).

const PUBLIC_PICTURE_ID = /^[1-9]\d{0,9}$/

/** A testimonial's picture from R2, with the cache rule of who may see it. */
export async function pictureResponse(media: R2Bucket, key: string, cache: string): Promise<Response> {
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

/** GET /media/testimonials/{id}: the picture of an approved testimonial, and of no other. */
export async function publicTestimonialPictureResponse(env: Pick<AppEnv, 'DB' | 'MEDIA'>, id: string): Promise<Response> {
  const key = PUBLIC_PICTURE_ID.test(id) ? await approvedPictureKey(env.DB, Number(id)) : undefined
  if (!key) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return pictureResponse(env.MEDIA, key, 'public, max-age=300')
}
