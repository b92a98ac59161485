import { createFileRoute } from '@tanstack/react-router'
import { TestimonialReviewPage } from '~/features/testimonial-review'

// Issue 18 "Testimonials".
export const Route = createFileRoute('/admin/_staff/testimonials')({
  component: TestimonialReviewPage,
})
