import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'

// The rules of a rental viewing (spec §4, app.config.ts rentalViewings), worded once: the booking
// form shows them under the fields they apply to before anything is sent, and a refusal quotes them.

const { minimumIncomeRatio, maxPersons } = siteConfig.rentalViewings

export const INCOME_RULE = msg`The household's net monthly income must be at least ${minimumIncomeRatio} times the monthly rent.`
export const PERSONS_RULE = msg`At most ${maxPersons} persons may live in the property.`
