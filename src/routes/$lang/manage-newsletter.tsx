import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { getNewsletterPage, subscriptionHead, SUBSCRIPTION_SEARCH, ManageNewsletterView } from '#/features/subscriptions/index.ts'

// Decision 017: the page every newsletter's manage link opens, to unsubscribe.
export const Route = createFileRoute('/$lang/manage-newsletter')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms', 'subscriptions'] },
  validateSearch: SUBSCRIPTION_SEARCH,
  loaderDeps: ({ search }) => ({ token: search.t }),
  loader: ({ context, deps }) =>
    deps.token ? getNewsletterPage({ data: { locale: context.locale, token: deps.token, step: 'manage' } }) : undefined,
  head: ({ match }) => subscriptionHead(match.context.i18n._(msg`Your newsletter subscription`)),
  component: function Page() {
    return <ManageNewsletterView data={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
