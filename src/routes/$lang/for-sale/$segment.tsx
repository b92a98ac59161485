import { createFileRoute } from '@tanstack/react-router'
import { redirectListingSegment } from '#/features/property-pages/index.ts'

// spec §2: the listing falls back to a path matched on its last segment (a town or a type).
export const Route = createFileRoute('/$lang/for-sale/$segment')({
  staticData: { catalogues: ['catalogue'] },
  loader: ({ params, context: { locale } }) => redirectListingSegment(params.segment, params.lang, locale, 0),
})
