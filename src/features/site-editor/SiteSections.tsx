import { useLingui } from '@lingui/react/macro'
import { AdminPanel } from '#/admin/AdminFrame.tsx'
import { LOCALES } from '#/i18n/locales.ts'
import { useLanguageNames } from '#/admin/language-names.ts'
import {
  CheckField,
  FIELDSET,
  HINT,
  LABEL,
  NumberField,
  SelectField,
  TextField,
  useProblemsUnder,
  useToggleIn,
} from './settings-fields.tsx'

// How the site works for visitors and the agency (decision 034): its languages, what the search
// shows, where leads go, what a rental viewing asks, how long personal data is kept, and the
// analytics ids (used only after the visitor's consent).

export function LanguagesSection() {
  const { t } = useLingui()
  const names = useLanguageNames()
  const enabled = useToggleIn('languages.enabled')
  const wrong = useProblemsUnder('languages')
  return (
    <AdminPanel title={t`Languages`}>
      <fieldset>
        <legend className={LABEL}>{t`Languages of the site`}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {LOCALES.map((locale) => (
            <label key={locale} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="languages.enabled"
                value={locale}
                checked={enabled.has(locale)}
                onChange={() => enabled.toggle(locale, LOCALES)}
                className="size-5"
              />
              {names[locale]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 max-w-xs">
        <SelectField
          path="languages.default"
          label={t`Default language`}
          options={LOCALES.map((locale) => [locale, names[locale]] as const)}
        />
      </div>
      {wrong && <p className="mt-1 text-sm text-red-800">{t`The default language must be one of the site's languages.`}</p>}
    </AdminPanel>
  )
}

export function SearchSection() {
  const { t } = useLingui()
  return (
    <AdminPanel title={t`Search and references`}>
      <div className="grid gap-1">
        <CheckField path="search.showSearchInput" label={t`Show the search field`} />
        <CheckField path="search.showSearchButton" label={t`Show the search button`} />
        <CheckField path="search.showCountProperty" label={t`Show how many properties each choice finds`} />
        <CheckField path="search.showSearchCount" label={t`Show the number of results`} />
        <CheckField
          path="references.showPrice"
          label={t`Show the last price of sold and rented references`}
          hint={t`Only with the owners' consent.`}
        />
      </div>
    </AdminPanel>
  )
}

export function LeadsSection() {
  const { t } = useLingui()
  const names = useLanguageNames()
  return (
    <AdminPanel title={t`Leads, viewings and personal data`}>
      <div className={FIELDSET}>
        <TextField
          path="leads.notify"
          label={t`Inbox for new leads`}
          type="email"
          required
          hint={t`Every form a visitor sends is mailed here; replying answers the visitor.`}
        />
        <SelectField
          path="leads.language"
          label={t`Language of the lead mails`}
          none={t`The site's default language`}
          options={LOCALES.map((locale) => [locale, names[locale]] as const)}
        />
        <NumberField
          path="rentalViewings.minimumIncomeRatio"
          label={t`Minimum income, in times the monthly rent`}
          min={0}
          step={0.1}
          hint={t`A rental viewing asks the visitor to confirm a net monthly income of at least this many times the rent.`}
        />
        <NumberField path="rentalViewings.maxPersons" label={t`Most persons in a rented home`} min={1} step={1} />
        <NumberField
          path="retention.leadsMonths"
          label={t`Keep leads and their files for (months)`}
          min={1}
          max={120}
          step={1}
          hint={t`Older leads are erased every night; the privacy page states this period.`}
        />
        <NumberField
          path="retention.endedSubscriptionsMonths"
          label={t`Keep addresses that left the newsletter for (months)`}
          min={1}
          max={120}
          step={1}
        />
      </div>
    </AdminPanel>
  )
}

export function AnalyticsSection() {
  const { t } = useLingui()
  return (
    <AdminPanel title={t`Analytics`}>
      <p
        className={`${HINT} mb-4`}
      >{t`Measured only for visitors who accept statistics or marketing cookies. Leave a field empty to not use it.`}</p>
      <div className={FIELDSET}>
        <TextField path="analytics.analyticsId" label={t`Google Analytics id (G-…)`} optional />
        <TextField path="analytics.adsId" label={t`Google Ads id (AW-…)`} optional />
        <TextField path="analytics.tagManagerId" label={t`Google Tag Manager id (GTM-…)`} optional />
        <TextField path="analytics.pixelId" label={t`Meta pixel id`} optional />
      </div>
    </AdminPanel>
  )
}
