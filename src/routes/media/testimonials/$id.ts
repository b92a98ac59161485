import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { publicTestimonialPictureResponse } from '#/features/testimonial-review/index.server.ts'

/** GET /media/testimonials/{id} (decision 033): the picture of an approved testimonial (testimonial-pictures.server.ts). */
export const Route = createFileRoute('/media/testimonials/$id')({
  caseSensitive: true,
  server: { handlers: door<{ id: string }>({ GET: ({ env, params }) => publicTestimonialPictureResponse(env, params.id) }) },
})
