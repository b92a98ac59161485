import { createFileRoute, notFound } from '@tanstack/react-router'
import { FEEDBACK_FORMS, type FeedbackForm } from '#/content/feedback.ts'
import { pageTitle } from '#/components/content-head.ts'
import { getFeedbackPage, FeedbackPage } from '#/features/content-pages/index.ts'

function isFeedbackForm(value: string): value is FeedbackForm {
  return (FEEDBACK_FORMS as ReadonlyArray<string>).includes(value)
}

// spec §2 "/feedback/{form}/": one thank-you page per form id; other ids are not found.
export const Route = createFileRoute('/$lang/feedback/$form')({
  beforeLoad: ({ params }) => {
    if (!isFeedbackForm(params.form)) throw notFound()
    return { form: params.form }
  },
  loader: ({ context }) => getFeedbackPage({ data: { form: context.form, locale: context.locale } }),
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: pageTitle(loaderData.title) }, { name: 'robots', content: 'noindex' }] } : {}),
  component: function Page() {
    return <FeedbackPage page={Route.useLoaderData()} />
  },
})
