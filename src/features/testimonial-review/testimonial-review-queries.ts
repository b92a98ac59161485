import { queryOptions } from '@tanstack/react-query'
import { getTestimonialReview } from './testimonial-review.functions.ts'

// The testimonials page's read as a TanStack query (decision 033): the page reads it, its route's
// loader prefetches it, a change invalidates it.

export const testimonialReviewQuery = () => queryOptions({ queryKey: ['testimonials'] as const, queryFn: () => getTestimonialReview() })
