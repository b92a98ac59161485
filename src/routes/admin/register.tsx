import * as v from 'valibot'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { activateLocale } from '#/i18n/i18n.ts'
import { pageTitle } from '#/components/content-head.ts'
import { getStaffInvitation, StaffRegisterView } from '#/features/staff/index.ts'
import { setPageStatus } from '#/server/response-status.ts'

// Decision 018: the invitation mail's link. The page speaks the invited member's language; a link that
// expired, was used or never existed says so, with a 4xx status (never a 500).
export const Route = createFileRoute('/admin/register')({
  validateSearch: searchSchema({ token: optionalParam(v.string()) }),
  beforeLoad: async ({ context, search }) => {
    if (context.staffRead.kind === 'ok') throw redirect({ href: '/admin/profile/' } as Parameters<typeof redirect>[0])
    const invitation = await getStaffInvitation({ data: search.token ?? '' })
    if (invitation.kind !== 'usable') setPageStatus(invitation.kind === 'unknown' ? 404 : 410)
    const locale = invitation.language ?? context.locale
    await activateLocale(context.i18n, locale)
    return { invitation, locale }
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Register your passkey`)) }] }),
  component: function RegisterPage() {
    const { invitation, locale } = Route.useRouteContext()
    const { token } = Route.useSearch()
    return (
      <StaffRegisterView
        token={token ?? ''}
        invitation={
          invitation.kind === 'usable' ? { kind: 'usable', email: invitation.email, name: invitation.name } : { kind: invitation.kind }
        }
        locale={locale}
      />
    )
  },
})
