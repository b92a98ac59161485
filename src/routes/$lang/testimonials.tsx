import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { PageHeader } from '#/components/PageHeader.tsx'
import { pageTitle } from '#/components/content-head.ts'
import { pageShareMeta } from '#/components/share-meta.ts'
import { getTestimonials } from '#/features/property-pages/index.ts'
import { CustomerReviews } from '#/features/home/index.ts'
import { getLeadFormContext, LeadFormSection } from '#/features/leads/index.ts'

// spec §2 "/temoignages/": the testimonial list and form. A testimonial shows once the agency
// approves it (README "Leads").
export const Route = createFileRoute('/$lang/testimonials')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['catalogue', 'forms'] },
  loader: async ({ params, context: { locale } }) => {
    const [testimonials, form] = await Promise.all([getTestimonials({ data: { locale } }), getLeadFormContext({ data: { locale } })])
    return { testimonials, form }
  },
  head: ({ match }) => {
    const { i18n } = match.context
    const title = pageTitle(i18n._(msg`Testimonials`))
    const description = i18n._(msg`What our clients say about selling, buying and renting with us.`)
    return { meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description })] }
  },
  component: function Page() {
    const { t } = useLingui()
    const { testimonials, form } = Route.useLoaderData()
    return (
      <article>
        <PageHeader
          neutral="testimonials"
          title={t`Testimonials`}
          lead={t`What our clients say about selling, buying and renting with us.`}
        />
        <CustomerReviews reviews={testimonials} />
        <div className="container-page max-w-3xl py-16 md:py-20">
          <LeadFormSection
            formId="contact-testimonial"
            context={form}
            title={t`Share your experience`}
            intro={t`Your testimonial appears here once we have read it.`}
          />
        </div>
      </article>
    )
  },
})
