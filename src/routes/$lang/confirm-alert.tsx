import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { getAlertPage, subscriptionHead, SUBSCRIPTION_SEARCH, ConfirmAlertView } from '#/features/subscriptions/index.ts'

// The page a search alert's confirmation link opens; its button posts the confirmation (decision 017: a GET never confirms).
export const Route = createFileRoute('/$lang/confirm-alert')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms', 'subscriptions'] },
  validateSearch: SUBSCRIPTION_SEARCH,
  loaderDeps: ({ search }) => ({ token: search.t }),
  loader: ({ context, deps }) =>
    deps.token ? getAlertPage({ data: { locale: context.locale, token: deps.token, step: 'confirm' } }) : undefined,
  head: ({ match }) => subscriptionHead(match.context.i18n._(msg`Confirm your search alert`)),
  component: function Page() {
    return <ConfirmAlertView data={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
