import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AdminPanel } from '#/admin/AdminFrame.tsx'
import { ADMIN_INPUT } from '#/admin/AdminControls.tsx'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { WEEKDAYS, type Closure, type OpeningHours } from '#/domain/opening-hours.ts'
import {
  AddButton,
  FIELDSET,
  HINT,
  LABEL,
  ListItemControls,
  LocalizedFields,
  NumberField,
  TextField,
  useListAt,
  useSettingsDraft,
  useToggleIn,
} from './settings-fields.tsx'
import { valueAt } from '#/config/settings-paths.ts'

// The agency's identity, contact details, weekly hours and exceptional closures (decision 034): what
// the header, footer, contact card and the schema.org RealEstateAgent entry show.

export function AgencySection() {
  const { t } = useLingui()
  return (
    <AdminPanel title={t`The agency`}>
      <div className={FIELDSET}>
        <TextField path="agency.name" label={t`Name`} required />
        <TextField path="agency.legalName" label={t`Legal name`} />
        <TextField path="agency.phone" label={t`Phone`} type="tel" required />
        <TextField path="agency.email" label={t`E-mail`} type="email" required />
        <TextField path="agency.vatNumber" label={t`VAT number`} />
        <TextField path="agency.bivNumber" label={t`BIV/IPI number`} hint={t`Belgian law requires it on the site.`} />
        <TextField path="agency.street" label={t`Street and number`} required />
        <TextField path="agency.zip" label={t`Postcode`} required />
      </div>
      <div className="mt-4">
        <LocalizedFields path="agency.city" legend={t`Town`} />
      </div>
      <div className={`mt-4 ${FIELDSET}`}>
        <NumberField path="agency.geo.latitude" label={t`Latitude of the office`} step={0.0001} min={-90} max={90} />
        <NumberField path="agency.geo.longitude" label={t`Longitude of the office`} step={0.0001} min={-180} max={180} />
      </div>
      <ProfilesField />
    </AdminPanel>
  )
}

/** The agency's profiles elsewhere (schema.org sameAs), one address per line. */
function ProfilesField() {
  const { t } = useLingui()
  const { settings, set, problems } = useSettingsDraft()
  const id = useId()
  const profiles = (valueAt(settings, 'agency.sameAs') as string[] | undefined) ?? []
  const wrong = [...problems].some((path) => path.startsWith('agency.sameAs'))
  return (
    <div className="mt-4">
      <label htmlFor={id} className={LABEL}>
        {t`Profiles elsewhere`}
      </label>
      <textarea
        id={id}
        rows={3}
        value={profiles.join('\n')}
        onChange={(event) =>
          set(
            'agency.sameAs',
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          )
        }
        aria-invalid={wrong || undefined}
        aria-describedby={`${id}-hint`}
        className={`${ADMIN_INPUT} mt-1.5 font-mono text-sm`}
      />
      <p id={`${id}-hint`} className={wrong ? 'mt-1 text-sm text-red-800' : HINT}>
        {t`One full address per line (https://…): social networks, the IPI register. Search engines link them to the agency.`}
      </p>
    </div>
  )
}

/** The weekday's name in the staff member's language (1 January 2024 was a Monday). */
function useWeekdayNames(): Record<(typeof WEEKDAYS)[number], string> {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' })
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + index)))])) as Record<
    (typeof WEEKDAYS)[number],
    string
  >
}

function HoursRow({ index }: { index: number }) {
  const { t } = useLingui()
  const path = `agency.openingHours.${index}`
  const days = useToggleIn(`${path}.days`)
  const names = useWeekdayNames()
  const { problems } = useSettingsDraft()
  const name = t`hours ${index + 1}`
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t`Hours ${index + 1}`}</legend>
      <fieldset>
        <legend className={LABEL}>{t`Days`}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {WEEKDAYS.map((day) => (
            <label key={day} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="checkbox" checked={days.has(day)} onChange={() => days.toggle(day, WEEKDAYS)} className="size-5" />
              {names[day]}
            </label>
          ))}
        </div>
        {problems.has(`${path}.days`) && <p className="text-sm text-red-800">{t`Choose at least one day.`}</p>}
      </fieldset>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField path={`${path}.opens`} label={t`Opens at`} type="time" required />
        <TextField path={`${path}.closes`} label={t`Closes at`} type="time" required />
      </div>
      <div className="mt-3">
        <ListItemControls path="agency.openingHours" index={index} name={name} />
      </div>
    </fieldset>
  )
}

function ClosureRow({ index }: { index: number }) {
  const { t } = useLingui()
  const path = `agency.closures.${index}`
  const name = t`closure ${index + 1}`
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t`Closure ${index + 1}`}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField path={`${path}.from`} label={t`First day closed`} type="date" required />
        <TextField
          path={`${path}.to`}
          label={t`Last day closed`}
          type="date"
          required
          problemText={t`The last day cannot come before the first.`}
        />
      </div>
      <div className="mt-3">
        <LocalizedFields path={`${path}.reason`} legend={t`Reason (optional)`} optional />
      </div>
      <div className="mt-3">
        <ListItemControls path="agency.closures" index={index} name={name} />
      </div>
    </fieldset>
  )
}

export function HoursSection() {
  const { t } = useLingui()
  const hours = useListAt<OpeningHours>('agency.openingHours')
  const closures = useListAt<Closure>('agency.closures')
  const { problems } = useSettingsDraft()
  const today = brusselsDay(new Date())
  return (
    <AdminPanel title={t`Opening hours`}>
      <p className={HINT}>{t`The hours shown in the header, on the contact card and to search engines.`}</p>
      <div className="mt-4 grid gap-4">
        {hours.map((_, index) => (
          <HoursRow key={index} index={index} />
        ))}
        {problems.has('agency.openingHours') && <p className="text-sm text-red-800">{t`The office needs at least one row of hours.`}</p>}
        <div>
          <AddButton
            path="agency.openingHours"
            label={t`Add hours`}
            make={(): OpeningHours => ({ days: ['Saturday'], opens: '10:00', closes: '13:00' })}
          />
        </div>
      </div>
      <h3 className="mt-8 text-base font-semibold text-ink">{t`Exceptional closures`}</h3>
      <p className={HINT}>
        {t`Days the office is closed outside its weekly hours (holidays). Each shows on the contact card and to search engines until its last day has passed.`}
      </p>
      <div className="mt-4 grid gap-4">
        {closures.map((_, index) => (
          <ClosureRow key={index} index={index} />
        ))}
        <div>
          <AddButton path="agency.closures" label={t`Add a closure`} make={(): Closure => ({ from: today, to: today })} />
        </div>
      </div>
    </AdminPanel>
  )
}
