import type { PropertyDetail } from '#/listings/catalogue-types.ts'
import { prefillFor } from './calculator-input.ts'
import { PurchaseCostCalculator } from './PurchaseCostCalculator.tsx'

// GOALS in src/domain/catalogue-ids.ts: goal 0 is a sale.
const FOR_SALE = 0

/** The calculator on a listing for sale (decision 022), prefilled with its price and the region of its postal code. */
export function ListingCosts({ property }: { property: PropertyDetail }) {
  if (property.goal !== FOR_SALE) return null
  const initial = prefillFor({
    price: property.publishPrice ? property.price : null,
    zip: property.zip,
    countryId: property.countryId,
    inProject: property.project !== null && property.project !== undefined,
  })
  return (
    <div className="mt-14 print:hidden" id="purchase-costs">
      <PurchaseCostCalculator initial={initial} submitted={false} contactHref="#contact-agency" forListing />
    </div>
  )
}
