import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { TestimonialReviewPage } from '#/features/testimonial-review/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", testimonials: drawn on the server with the list (decision 033).
export const Route = createFileRoute('/admin/_staff/testimonials')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('testimonials')
  },
  component: function Testimonials() {
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <TestimonialReviewPage />
      </HydrationBoundary>
    )
  },
})
