import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { StaffProfileView } from '#/features/staff/index.ts'

// Issue 18: the member's profile: name, language, passkeys, signing out everywhere.
export const Route = createFileRoute('/admin/_staff/profile')({
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`My profile`)) }] }),
  component: StaffProfileView,
})
