import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { getNewsletterPage, subscriptionHead, SUBSCRIPTION_SEARCH, ConfirmNewsletterView } from '#/features/subscriptions/index.ts'

// Decision 017: the page a newsletter confirmation link opens; its button posts the confirmation.
export const Route = createFileRoute('/$lang/confirm-newsletter')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms', 'subscriptions'] },
  validateSearch: SUBSCRIPTION_SEARCH,
  loaderDeps: ({ search }) => ({ token: search.t }),
  loader: ({ context, deps }) =>
    deps.token ? getNewsletterPage({ data: { locale: context.locale, token: deps.token, step: 'confirm' } }) : undefined,
  head: ({ match }) => subscriptionHead(match.context.i18n._(msg`Confirm your subscription`)),
  component: function Page() {
    return <ConfirmNewsletterView data={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
