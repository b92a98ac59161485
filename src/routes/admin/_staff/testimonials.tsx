import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { TestimonialReviewPage } from '#/features/testimonial-review/index.ts'

// DESIGN.md "Staff and owners", testimonials: drawn on the server with the list (decision 033).
export const Route = createFileRoute('/admin/_staff/testimonials')({
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async () => {
    const [{ prefetchAdminQueries }, { testimonialReviewQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/testimonial-review/testimonial-review-queries.ts'),
    ])
    return prefetchAdminQueries([testimonialReviewQuery()])
  },
  component: function Testimonials() {
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <TestimonialReviewPage />
      </HydrationBoundary>
    )
  },
})
