import { createFileRoute } from '@tanstack/react-router'
import { loadPropertyPage, propertyPageHead, PropertyPageView, PropertyUnavailable } from '#/features/property-pages/index.ts'

// spec §2 "Property detail": /{lang}/{for-rent, localized}/{city}/{type-or-title}/{id}/
export const Route = createFileRoute('/$lang/for-rent/$city/$slug/$id')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['catalogue', 'forms', 'costs'] },
  loader: ({ params, context }) => loadPropertyPage(params, context.locale, 1),
  head: ({ loaderData, match }) => propertyPageHead(loaderData, match.context.locale, 1, match.context.i18n),
  notFoundComponent: () => <PropertyUnavailable reason="not-found" goal={1} />,
  component: function Property() {
    return <PropertyPageView data={Route.useLoaderData()} goal={1} />
  },
})
