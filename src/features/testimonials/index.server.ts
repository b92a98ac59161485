// The testimonials feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { approvedTestimonials, pendingTestimonialStatement } from './testimonial-repository.server.ts'
