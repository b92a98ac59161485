import { createFileRoute } from '@tanstack/react-router'
import { loadPropertyPage, propertyPageHead, PropertyPageView, PropertyUnavailable } from '#/features/property-pages/index.ts'

// spec §2 "Property detail": /{lang}/{for-sale, localized}/{city}/{type-or-title}/{id}/
export const Route = createFileRoute('/$lang/for-sale/$city/$slug/$id')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['catalogue', 'forms', 'costs'] },
  loader: ({ params, context }) => loadPropertyPage(params, context.locale, 0),
  head: ({ loaderData, match }) => propertyPageHead(loaderData, match.context.locale, 0, match.context.i18n),
  notFoundComponent: () => <PropertyUnavailable reason="not-found" goal={0} />,
  component: function Property() {
    return <PropertyPageView data={Route.useLoaderData()} goal={0} />
  },
})
