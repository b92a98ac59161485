import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { asLocale } from '~/i18n/locales'
import { getOwnerIdentity } from '~/features/owner-portal/owner.functions'
import { ownerPageHead, toLogin, validateAnswerSearch } from '~/features/owner-portal/owner-route'
import { ChangePasswordView } from '~/features/owner-portal/OwnerPasswordViews'

// Issue 6: a logged-in owner changes their password; every other session ends.
export const Route = createFileRoute('/$lang/owner/password')({
  validateSearch: validateAnswerSearch,
  staleTime: 0,
  gcTime: 0,
  loader: async ({ params }) => {
    const result = await getOwnerIdentity()
    if (result.kind !== 'ok') return toLogin(asLocale(params.lang), result.kind === 'signed-out' && result.hadSession)
    return result.data
  },
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`Change password`)),
  component: function OwnerPassword() {
    return <ChangePasswordView owner={Route.useLoaderData()} answer={Route.useSearch().answer} />
  },
})
