import { msg } from '@lingui/core/macro'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { catalogueVersionStatement } from '#/listings/catalogue-import.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { pictureResponse } from './testimonial-pictures.server.ts'
import {
  approveStatement,
  editStatement,
  publishedPictureKey,
  rejectStatement,
  testimonialRow,
  testimonialsToReview,
  type ReviewedTestimonial,
} from './testimonial-review.server.ts'

// DESIGN.md "Staff and owners", testimonials: pending ones with their picture and website; approve
// (it appears on the site with the picture), edit a typo, reject; for agents and up behind the staff
// middleware (decision 033). A change bumps the catalogue's version, so cached pages show it.

export type TestimonialEdit = { author: string; comment: string; about?: string | null }

/** The testimonials waiting for review and those on the site. */
export function testimonialReview({ env }: StaffContext): Promise<{ pending: ReviewedTestimonial[]; approved: ReviewedTestimonial[] }> {
  return testimonialsToReview(env.DB)
}

async function testimonialOf(context: StaffContext, id: number) {
  const testimonial = await testimonialRow(context.env.DB, id)
  if (!testimonial) throw new Refusal('not-found', { message: context.i18n._(msg`This testimonial no longer exists.`) })
  return testimonial
}

/** A pending testimonial's picture, for the page only (a server route: an <img> asks for it by its address). */
export async function testimonialPictureResponse({ env }: StaffContext, id: number): Promise<Response> {
  const testimonial = await testimonialRow(env.DB, id)
  if (!testimonial?.imageKey) throw new Refusal('not-found')
  return pictureResponse(env.MEDIA, testimonial.imageKey, 'private, no-store')
}

export async function approveTestimonial(context: StaffContext, id: number): Promise<{ approved: true; picture?: boolean }> {
  const { env, audit } = context
  const testimonial = await testimonialOf(context, id)
  if (testimonial.approved) return { approved: true }
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
    audit('testimonial.approve', `testimonial:${id}`, { author: testimonial.author, picture: imageKey !== null }),
  ])
  return { approved: true, picture: imageKey !== null }
}

export async function editTestimonial(context: StaffContext, id: number, edit: TestimonialEdit): Promise<{ edited: true }> {
  const { env, audit } = context
  const testimonial = await testimonialOf(context, id)
  const change = { author: edit.author, comment: edit.comment, about: edit.about === undefined ? testimonial.about : edit.about || null }
  await env.DB.batch([
    editStatement(env.DB, id, change),
    catalogueVersionStatement(env.DB),
    audit('testimonial.edit', `testimonial:${id}`, {
      before: { author: testimonial.author, comment: testimonial.comment, about: testimonial.about },
      after: change,
    }),
  ])
  return { edited: true }
}

export async function rejectTestimonial(context: StaffContext, id: number): Promise<{ rejected: true }> {
  const { env, audit } = context
  const testimonial = await testimonialOf(context, id)
  await env.DB.batch([
    rejectStatement(env.DB, id),
    catalogueVersionStatement(env.DB),
    audit('testimonial.reject', `testimonial:${id}`, { author: testimonial.author, approved: testimonial.approved }),
  ])
  // Its picture goes from R2 too (the agency's mail about the lead carried a copy already).
  if (testimonial.imageKey) await env.MEDIA.delete(testimonial.imageKey)
  return { rejected: true }
}
