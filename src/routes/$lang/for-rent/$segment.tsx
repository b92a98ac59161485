import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { resolveListingSegment } from '~/features/catalogue/catalogue.functions'

// spec §2: the listing falls back to a path matched on its last segment (a town or a type).
export const Route = createFileRoute('/$lang/for-rent/$segment')({
  loader: async ({ params, context: { locale } }) => {
    const match = await resolveListingSegment({ data: { goal: 1, segment: params.segment, locale } })
    if (!match) throw notFound()
    throw redirect({ to: '/$lang/for-rent/', params: { lang: params.lang }, search: match, statusCode: 301 })
  },
})
