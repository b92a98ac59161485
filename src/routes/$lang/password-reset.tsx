import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '~/config/site-config'
import { ownerPageHead, validateAnswerSearch } from '~/features/owner-portal/owner-route'
import { PasswordResetView } from '~/features/owner-portal/OwnerPasswordViews'

// Issue 6 "Password recovery": without a token, ask for a reset link; with the link's token,
// choose the new password. Never the old password by mail (DESIGN.md "Where the spec is wrong").
export const Route = createFileRoute('/$lang/password-reset')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateAnswerSearch(search),
    ...(typeof search.token === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.token) ? { token: search.token } : {}),
  }),
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`Forgotten password`), siteConfig.agency.name),
  component: function PasswordReset() {
    const { token, answer } = Route.useSearch()
    return <PasswordResetView token={token} answer={answer} />
  },
})
