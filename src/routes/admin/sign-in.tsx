import * as v from 'valibot'
import { FLAG_PARAM, optionalParam, searchSchema } from '#/domain/search-params.ts'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { StaffSignInView } from '#/features/staff/index.ts'

// Decision 018: staff sign in with a passkey. A member already signed in goes straight to the back office.
export const Route = createFileRoute('/admin/sign-in')({
  // Numbers, so the router writes them back as `?ended=1`, not as a quoted string.
  validateSearch: searchSchema({
    // the language the page opens in (the root reads it); kept so the address stays as it was
    lng: optionalParam(
      v.pipe(
        v.string(),
        v.transform((lng) => lng.slice(0, 5)),
      ),
    ),
    ended: optionalParam(FLAG_PARAM),
    'signed-out': optionalParam(FLAG_PARAM),
  }),
  beforeLoad: ({ context }) => {
    if (context.staffRead.kind === 'ok') throw redirect({ href: '/admin/' } as Parameters<typeof redirect>[0])
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Sign in to the back office`)) }] }),
  component: function SignInPage() {
    const search = Route.useSearch()
    const { locale } = Route.useRouteContext()
    return <StaffSignInView locale={locale} notice={search.ended ? 'ended' : search['signed-out'] ? 'signed-out' : undefined} />
  },
})
