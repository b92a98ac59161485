import * as v from 'valibot'

// What the testimonials page's changes take (decision 033: valibot schemas of the server functions).

export const TestimonialId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9_999_999_999))

/** The form's own limits (lead-forms.ts contact-testimonial): an edit fixes a typo within them. */
export const TestimonialEditInput = v.object({
  id: TestimonialId,
  author: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  comment: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)),
  about: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200)))),
})
