// The testimonial-review feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { TESTIMONIAL_REVIEW_ROUTES, testimonialPictureResponse } from './testimonial-review-routes.server.ts'
