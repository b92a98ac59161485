import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ownerPageHead, OWNER_ANSWER_SEARCH, ChangePasswordView } from '#/features/owner-portal/index.ts'

// Decision 008: a logged-in owner changes their password; every other session ends.
export const Route = createFileRoute('/$lang/owner/password')({
  validateSearch: OWNER_ANSWER_SEARCH,
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`Change password`)),
  component: function OwnerPassword() {
    return <ChangePasswordView owner={Route.useRouteContext().owner} answer={Route.useSearch().answer} />
  },
})
