import { createFileRoute } from '@tanstack/react-router'
import { TestimonialReviewPage } from '#/features/testimonial-review/index.ts'

// Issue 18 "Testimonials".
export const Route = createFileRoute('/admin/_staff/testimonials')({
  component: TestimonialReviewPage,
})
