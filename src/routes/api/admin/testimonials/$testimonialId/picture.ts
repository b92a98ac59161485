import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { testimonialPictureResponse } from '#/features/testimonial-review/index.server.ts'
import { door } from '#/server/server-door.server.ts'
import { Refusal } from '#/server/refusals.ts'

// DESIGN.md "Staff and owners", testimonials: a pending testimonial's picture, shown to staff only;
// the review page's <img> asks for it by its address, so a server route (decision 033).
const ID = /^[1-9]\d{0,9}$/

export const Route = createFileRoute('/api/admin/testimonials/$testimonialId/picture')({
  server: {
    handlers: door<{ testimonialId: string }>({
      GET: ({ request, env, params }) =>
        staffRouteAnswer(request, env, 'agent', async (context) => {
          if (!ID.test(params.testimonialId)) throw new Refusal('not-found')
          return testimonialPictureResponse(context, Number(params.testimonialId))
        }),
    }),
  },
})
