import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { bindings } from '~/server/bindings.server'
import { captchaScriptUrl } from '~/server/leads/captcha.server'
import { propertyTypes } from '~/features/catalogue/catalogue-repository.server'
import type { LeadFormContext } from './LeadForm'

/** What a page with a lead form needs from the server: the captcha script to load and the type names. */
export const getLeadFormContext = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }): Promise<LeadFormContext> => {
    const env = bindings()
    const types = await propertyTypes(env.DB, data.locale)
    return { captchaScriptUrl: captchaScriptUrl(env), propertyTypes: types.map(({ id, name }) => ({ id, name })) }
  })
