import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { TestimonialEditInput, TestimonialId } from './testimonial-review-inputs.ts'
import { approveTestimonial, editTestimonial, rejectTestimonial, testimonialReview } from './testimonial-review-admin.server.ts'

// The testimonials page's server functions (decision 033), for agents and up, behind the staff
// middleware; a pending testimonial's picture is a server route (an <img> asks for it by address).

const Id = TestimonialId

export const getTestimonialReview = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .handler(({ context }) => testimonialReview(context.staffContext))

export const approveTestimonialFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: Id })))
  .handler(({ context, data }) => approveTestimonial(context.staffContext, data.id))

export const editTestimonialFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(TestimonialEditInput))
  .handler(({ context, data: { id, ...edit } }) => editTestimonial(context.staffContext, id, edit))

export const rejectTestimonialFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: Id })))
  .handler(({ context, data }) => rejectTestimonial(context.staffContext, data.id))
