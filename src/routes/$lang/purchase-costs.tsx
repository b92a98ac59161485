import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '#/components/PageHeader.tsx'
import { pageTitle } from '#/components/content-head.ts'
import { pageShareMeta } from '#/components/share-meta.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import { PurchaseCostCalculator } from '#/features/purchase-costs/index.ts'

// Decision 022: the purchase-cost calculator on its own page. Its GET form comes back here
// (from a listing's calculator too), so it works without JavaScript.
export const Route = createFileRoute('/$lang/purchase-costs')({
  staticData: { catalogues: ['costs'] },
  // Decision 023: imported when the page loads, so the calculator's rules are not in every page's first load.
  loader: async ({ location }) =>
    (await import('#/features/purchase-costs/purchase-costs-page.ts')).loadPurchaseCostsPage(location.searchStr),
  head: ({ match }) => {
    const title = pageTitle(match.context.i18n._(msg`Purchase costs calculator`))
    const description = match.context.i18n._(
      msg`Registration duties, notary fees and the total to finance for a home in Flanders, Wallonia or Brussels, and your monthly mortgage payment.`,
    )
    return { meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description })] }
  },
  component: function Page() {
    const { t } = useLingui()
    const locale = useLocale()
    const { fields, submitted } = Route.useLoaderData()
    return (
      <>
        <PageHeader
          neutral="purchase-costs"
          title={t`What will your purchase cost?`}
          lead={t`Registration duties, notary and the total to finance, per region, with your monthly mortgage payment.`}
        />
        <div className="container-page py-10 md:py-14">
          <PurchaseCostCalculator
            initial={fields}
            submitted={submitted}
            contactHref={hrefFor('contact', locale)}
            heading={t`Your purchase`}
          />
        </div>
      </>
    )
  },
})
