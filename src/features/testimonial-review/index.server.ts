// The testimonial-review feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { publicTestimonialPictureResponse } from './testimonial-pictures.server.ts'
export { testimonialPictureResponse } from './testimonial-review-admin.server.ts'
