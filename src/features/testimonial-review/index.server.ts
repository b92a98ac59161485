// The testimonial-review feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { TESTIMONIAL_PICTURE_ROUTES } from './testimonial-review-routes.server.ts'
export { testimonialPictureResponse } from './testimonial-review-admin.server.ts'
