import type { WorkerRoute } from '#/server/worker-routes.ts'
import { approvedPictureKey } from './testimonial-review.server.ts'

// The public picture of an approved testimonial (DESIGN.md "Staff and owners", testimonials); the
// review itself is testimonial-review-admin.server.ts, behind the staff middleware (decision 033).

const ID = '([1-9]\\d{0,9})'
/** GET /media/testimonials/{id}: the picture of an approved testimonial, and of no other. */
const PUBLIC_PICTURE_PATH = new RegExp(`^/media/testimonials/${ID}$`)

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

/** The public picture of an approved testimonial; a pending or rejected one's is not found. */
export const TESTIMONIAL_PICTURE_ROUTES: WorkerRoute[] = [
  {
    path: PUBLIC_PICTURE_PATH,
    methods: ['GET'],
    handle: async ({ env, params }) => {
      const key = await approvedPictureKey(env.DB, Number(params[0]))
      if (!key) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
      return pictureResponse(env.MEDIA, key, 'public, max-age=300')
    },
  },
]
