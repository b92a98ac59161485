import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { asLocale } from '~/i18n/locales'
import { getOwnerOverview } from '~/features/owner-portal/owner.functions'
import { ownerPageHead, toLogin } from '~/features/owner-portal/owner-route'
import { OwnerPropertiesView } from '~/features/owner-portal/OwnerPortalViews'

// Issue 6 "My properties": the owner's properties with picture, address, status and their broker.
export const Route = createFileRoute('/$lang/owner/')({
  staleTime: 0,
  gcTime: 0,
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const result = await getOwnerOverview({ data: { locale } })
    if (result.kind !== 'ok') return toLogin(locale, result.kind === 'signed-out' && result.hadSession)
    return result.data
  },
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`My properties`)),
  component: function OwnerHome() {
    return <OwnerPropertiesView overview={Route.useLoaderData()} />
  },
})
