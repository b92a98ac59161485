import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'

// The rules of a rental viewing (spec §4, app.config.ts rentalViewings), worded once: the booking
// form shows them under the fields they apply to before anything is sent, and a refusal quotes them.

/** The income rule with the ratio in force (the agency may change it in its settings, decision 034). */
export function incomeRule(): MessageDescriptor {
  const { minimumIncomeRatio } = siteConfig().rentalViewings
  return msg`The household's net monthly income must be at least ${minimumIncomeRatio} times the monthly rent.`
}

/** The persons rule with the number in force. */
export function personsRule(): MessageDescriptor {
  const { maxPersons } = siteConfig().rentalViewings
  return msg`At most ${maxPersons} persons may live in the property.`
}
