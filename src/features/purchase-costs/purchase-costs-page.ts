import { setPageStatus } from '#/server/response-status.ts'
import { fieldsFrom, isSubmitted, parseCalculator, type CalculatorFields } from './calculator-input.ts'

export type PurchaseCostsPageData = { fields: CalculatorFields; submitted: boolean }

/**
 * The own page's answer to its query (the calculator's GET form, sent without JavaScript): the fields
 * as sent, and a 400 when the form was sent with a value that is wrong — the page then says which.
 * The raw query string is read, not the router's parsed search: that one reads '350.000' as JSON (350).
 */
export function loadPurchaseCostsPage(searchStr: string): PurchaseCostsPageData {
  const query = Object.fromEntries(new URLSearchParams(searchStr))
  const submitted = isSubmitted(query)
  const fields = fieldsFrom(query)
  if (submitted && Object.keys(parseCalculator(fields).errors).length > 0) setPageStatus(400)
  return { fields, submitted }
}
