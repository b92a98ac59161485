import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#/i18n/locales.ts'

/** The site's languages named in the staff member's own, for the back office's per-language fields. */
export function useLanguageNames(): Record<Locale, string> {
  const { t } = useLingui()
  return { nl: t`Dutch`, fr: t`French`, en: t`English`, de: t`German` }
}
