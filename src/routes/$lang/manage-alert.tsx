import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { getAlertPage, subscriptionHead, SUBSCRIPTION_SEARCH, ManageAlertView } from '#/features/subscriptions/index.ts'

// Decision 017: the page every alert mail's manage link opens: change the criteria, pause, resume, stop, delete.
export const Route = createFileRoute('/$lang/manage-alert')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms', 'subscriptions'] },
  validateSearch: SUBSCRIPTION_SEARCH,
  loaderDeps: ({ search }) => ({ token: search.t }),
  loader: ({ context, deps }) =>
    deps.token ? getAlertPage({ data: { locale: context.locale, token: deps.token, step: 'manage' } }) : undefined,
  head: ({ match }) => subscriptionHead(match.context.i18n._(msg`Your search alert`)),
  component: function Page() {
    return <ManageAlertView data={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
