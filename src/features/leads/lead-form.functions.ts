import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { bindings } from '#/server/bindings.server.ts'
import { captchaScriptUrl } from '#/server/captcha.server.ts'
import { propertyTypes } from '#/listings/listing-queries.server.ts'
import { upcomingSlots } from './appointments.server.ts'
import { listingBroker } from '#/features/broker/index.server.ts'
import type { LeadFormContext } from './lead-form-context.ts'

/** What a page with a lead form needs from the server: the captcha script, the type names and, on a property page, its viewing slots. */
export const getLeadFormContext = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, propertyId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }))
  .handler(async ({ data }): Promise<LeadFormContext> => {
    const env = bindings()
    const [types, slots, broker] = await Promise.all([
      propertyTypes(env.DB, data.locale),
      data.propertyId ? upcomingSlots(env.DB, data.propertyId) : [],
      data.propertyId ? listingBroker(env.DB, data.propertyId, data.locale) : null,
    ])
    return { captchaScriptUrl: captchaScriptUrl(env), propertyTypes: types.map(({ id, name }) => ({ id, name })), slots, broker }
  })

/** The viewing slots of a property as they are now: a cached page may show a slot taken since. */
export const getViewingSlots = createServerFn({ method: 'GET' })
  .validator(v.object({ propertyId: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(async ({ data }) => upcomingSlots(bindings().DB, data.propertyId))
