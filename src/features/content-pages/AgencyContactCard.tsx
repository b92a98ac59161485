import { closureDatesText, closuresAhead, openingHoursText } from '#/domain/opening-hours.ts'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { phoneHref } from '#/domain/phone.ts'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { otherLanguage, pickAlongChain, pickText } from '#/i18n/locales.ts'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'

/** The agency's address, phone, e-mail and hours, as a card beside content pages. */
export function AgencyContactCard({ heading }: { heading?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { agency, languages } = siteConfig()
  const city = pickText(agency.city, locale, languages.default)
  const closures = closuresAhead(agency.closures, brusselsDay(new Date()))
  return (
    <div className="rounded-2xl border border-line bg-paper p-6 md:p-8">
      <h2 className="font-display text-2xl">{heading ?? t`Visit or call us`}</h2>
      <ul className="mt-5 space-y-4 text-[0.9375rem]">
        <li className="flex gap-3">
          <PinIcon className="mt-0.5 shrink-0 text-brand" />
          <span>
            {agency.street}
            <br />
            {agency.zip} {city}
          </span>
        </li>
        <li className="flex gap-3">
          <PhoneIcon className="mt-0.5 shrink-0 text-brand" />
          <a href={phoneHref(agency.phone)} className="font-medium hover:underline">
            {agency.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <MailIcon className="mt-0.5 shrink-0 text-brand" />
          <a href={`mailto:${agency.email}`} className="font-medium break-all hover:underline">
            {agency.email}
          </a>
        </li>
        <li className="flex gap-3">
          <ClockIcon className="mt-0.5 shrink-0 text-brand" />
          <div>
            <p>{openingHoursText(agency.openingHours, locale)}</p>
            {closures.length > 0 && (
              <>
                <p className="mt-2 font-medium">{t`Exceptionally closed`}</p>
                <ul className="mt-1 space-y-0.5">
                  {closures.map((closure) => {
                    const reason = closure.reason && pickAlongChain(closure.reason, locale, languages.default)
                    return (
                      <li key={closure.from}>
                        {closureDatesText(closure, locale)}
                        {reason?.text && (
                          <>
                            {' '}
                            (<span lang={otherLanguage(reason.language, locale)}>{reason.text}</span>)
                          </>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </>
            )}
          </div>
        </li>
      </ul>
    </div>
  )
}
