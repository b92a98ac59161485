// spec §3 "Site config": description text may contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL},
// replaced by the counts of properties for sale and for rent.
export function replaceTotals(text: string, totals: { forSale: number; forRent: number }): string {
  return text.replaceAll('{FOR_SALE_TOTAL}', String(totals.forSale)).replaceAll('{FOR_RENT_TOTAL}', String(totals.forRent))
}
