import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { cancelBookingFn, createSlotsFn, deleteSlotFn } from './viewing-slots.functions.ts'
import { viewingSlotsQuery } from './viewing-slots-queries.ts'
import { formatTime, formatWeekdayDate } from '#/domain/display-formats.ts'
import { formatPhone, phoneHref } from '#/domain/phone.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { AdminSlot, Agent } from './viewing-slots.server.ts'
import { ADMIN_INPUT, DANGER_BUTTON, Outcome, PRIMARY_BUTTON, SECONDARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import { utcToBrussels } from '#/domain/brussels-calendar.ts'

// DESIGN.md "Staff and owners", viewings: one property's slots, made one by one or as a series in Brussels time, with
// who booked each; a booking is cancelled (the visitor is mailed), an unbooked slot deleted.

/** ISO weekdays with a day of that weekday to name it by (2026-11-02 was a Monday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, sample: `2026-11-0${day + 1}T12:00:00Z` }))

function weekdayName(sample: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(sample))
}

function todayInBrussels(): string {
  return utcToBrussels(new Date().toISOString()).date
}

function SlotForm({
  propertyId,
  agents,
  staffId,
  maxSlots,
  maxSeats,
}: {
  propertyId: number
  agents: Agent[]
  staffId: number
  maxSlots: number
  maxSeats: number
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<'series' | 'slot'>('series')
  const ids = useId()
  const today = todayInBrussels()
  const create = useMutation({
    mutationFn: (data: Parameters<typeof createSlotsFn>[0]['data']) => createSlotsFn({ data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewingSlotsQuery(propertyId).queryKey }),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const common = { minutes: Number(form.get('minutes')), seats: Number(form.get('seats')), agentId: Number(form.get('agentId')) }
    const text = (name: string) => String(form.get(name) ?? '')
    create.mutate(
      mode === 'slot'
        ? { mode, propertyId, slot: { ...common, date: text('date'), time: text('time') } }
        : {
            mode,
            propertyId,
            slot: {
              ...common,
              fromDate: text('fromDate'),
              toDate: text('toDate'),
              fromTime: text('fromTime'),
              toTime: text('toTime'),
              weekdays: form.getAll('weekdays').map(Number),
            },
          },
    )
  }
  const label = 'block font-medium text-ink'
  return (
    <form onSubmit={submit} aria-describedby={`${ids}-zone`}>
      <fieldset className="mb-5 flex flex-wrap gap-2">
        <legend className="mb-2 font-medium text-ink">{t`Make`}</legend>
        {(['series', 'slot'] as const).map((value) => (
          <label
            key={value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-[var(--color-brand)]"
            />
            {value === 'series' ? t`A series of slots` : t`One slot`}
          </label>
        ))}
      </fieldset>
      <p id={`${ids}-zone`} className="mb-4 text-sm text-muted">
        {t`Times are Brussels time.`}{' '}
        {mode === 'series' ? t`A series makes at most ${maxSlots} slots; a time the property already has is skipped.` : ''}
      </p>
      {mode === 'slot' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={label}>
            {t`Day`}
            <input name="date" type="date" required min={today} defaultValue={today} className={ADMIN_INPUT} />
          </label>
          <label className={label}>
            {t`Start time`}
            <input name="time" type="time" required step={300} defaultValue="10:00" className={ADMIN_INPUT} />
          </label>
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className={label}>
              {t`From`}
              <input name="fromDate" type="date" required min={today} defaultValue={today} className={ADMIN_INPUT} />
            </label>
            <label className={label}>
              {t`Until (included)`}
              <input name="toDate" type="date" required min={today} defaultValue={today} className={ADMIN_INPUT} />
            </label>
            <label className={label}>
              {t`First slot starts at`}
              <input name="fromTime" type="time" required step={300} defaultValue="10:00" className={ADMIN_INPUT} />
            </label>
            <label className={label}>
              {t`Last slot ends by`}
              <input name="toTime" type="time" required step={300} defaultValue="12:00" className={ADMIN_INPUT} />
            </label>
          </div>
          <fieldset className="mt-4">
            <legend className="font-medium text-ink">{t`Weekdays`}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WEEKDAYS.map(({ day, sample }) => (
                <label
                  key={day}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 first-letter:uppercase has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-3 has-focus-visible:outline-accent"
                >
                  <input
                    type="checkbox"
                    name="weekdays"
                    value={day}
                    defaultChecked={day <= 5}
                    className="size-4 accent-[var(--color-brand)]"
                  />
                  {weekdayName(sample, i18n.locale as Locale)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className={label}>
          {t`Duration (minutes)`}
          <input name="minutes" type="number" required min={15} max={240} step={5} defaultValue={30} className={ADMIN_INPUT} />
        </label>
        <label className={label}>
          {t`Seats per slot`}
          <input name="seats" type="number" required min={1} max={maxSeats} defaultValue={1} className={ADMIN_INPUT} />
        </label>
        <label className={`${label} sm:col-span-2`}>
          {t`Agent`}
          <select
            name="agentId"
            required
            defaultValue={String(agents.some((agent) => agent.id === staffId) ? staffId : (agents[0]?.id ?? ''))}
            className={ADMIN_INPUT}
          >
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name || agent.email}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON} mt-6`} disabled={create.isPending}>
        {mode === 'series' ? t`Make the slots` : t`Make the slot`}
      </button>
      {create.isSuccess && (
        <Outcome kind="done">
          {t`Slots made: ${create.data.created}.`} {create.data.skipped > 0 ? t`Already there, skipped: ${create.data.skipped}.` : ''}
        </Outcome>
      )}
      {create.isError && <Outcome kind="failed">{errorText(create.error, t`The slots could not be made. Please try again.`)}</Outcome>}
    </form>
  )
}

function SlotList({ propertyId, slots }: { propertyId: number; slots: AdminSlot[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewingSlotsQuery(propertyId).queryKey })
  const cancel = useMutation({ mutationFn: (leadId: string) => cancelBookingFn({ data: { leadId } }), onSuccess: refresh })
  const remove = useMutation({
    mutationFn: (slotId: number) => deleteSlotFn({ data: { propertyId, slotId } }),
    onSuccess: refresh,
  })
  if (slots.length === 0) return <p className="text-muted">{t`This property has no slots yet.`}</p>
  const days = new Map<string, AdminSlot[]>()
  for (const slot of slots) {
    const day = utcToBrussels(slot.startsAt).date
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return (
    <>
      {cancel.isSuccess && <Outcome kind="done">{t`The booking is cancelled; the visitor is being mailed.`}</Outcome>}
      {cancel.isError && (
        <Outcome kind="failed">{errorText(cancel.error, t`The booking could not be cancelled. Please try again.`)}</Outcome>
      )}
      {remove.isSuccess && <Outcome kind="done">{t`The slot is deleted.`}</Outcome>}
      {remove.isError && <Outcome kind="failed">{errorText(remove.error, t`The slot could not be deleted. Please try again.`)}</Outcome>}
      <div className="mt-4 space-y-6">
        {[...days].map(([day, daySlots]) => (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`} className="mb-2 font-semibold text-ink first-letter:uppercase">
              {formatWeekdayDate(daySlots[0]!.startsAt, locale, true)}
            </h3>
            <ul className="divide-y divide-line rounded-xl border border-line">
              {daySlots.map((slot) => {
                const time = `${formatTime(slot.startsAt, locale)}–${formatTime(slot.endsAt, locale)}`
                const confirmed = slot.bookings.filter((booking) => booking.status === 'confirmed')
                return (
                  <li key={slot.id} className="p-4" data-slot={slot.id}>
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <p>
                        <span className="font-semibold text-ink">{time}</span>
                        <span className="text-muted">
                          {' · '}
                          {t`${slot.booked} of ${slot.capacity} seats booked`}
                          {slot.agent ? ` · ${slot.agent.name}` : ''}
                        </span>
                      </p>
                      {slot.bookings.length === 0 && (
                        <button
                          type="button"
                          className={SECONDARY_BUTTON}
                          disabled={remove.isPending}
                          onClick={() => window.confirm(t`Delete the slot of ${time}?`) && remove.mutate(slot.id)}
                          aria-label={t`Delete the slot of ${time}`}
                        >
                          {t`Delete`}
                        </button>
                      )}
                    </div>
                    {slot.bookings.length > 0 && (
                      <ul className="mt-3 space-y-2" aria-label={t`Bookings of ${time}`}>
                        {slot.bookings.map((booking) => (
                          <li
                            key={booking.leadId}
                            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-paper px-3 py-2"
                          >
                            <p className="min-w-0 text-sm">
                              <span className="font-semibold text-ink">{booking.name || booking.email}</span>
                              {booking.email && (
                                <>
                                  {' · '}
                                  <a href={`mailto:${booking.email}`} className="break-all text-brand-dark underline">
                                    {booking.email}
                                  </a>
                                </>
                              )}
                              {booking.phone && (
                                <>
                                  {' · '}
                                  <a href={phoneHref(booking.phone)} className="text-brand-dark underline">
                                    {formatPhone(booking.phone)}
                                  </a>
                                </>
                              )}
                              {' · '}
                              <span className={booking.status === 'cancelled' ? 'text-red-800' : 'text-ink'}>
                                {booking.status === 'cancelled' ? t`Cancelled` : t`Confirmed`}
                              </span>
                            </p>
                            {booking.status === 'confirmed' && (
                              <button
                                type="button"
                                className={DANGER_BUTTON}
                                disabled={cancel.isPending}
                                onClick={() =>
                                  window.confirm(t`Cancel the viewing of ${booking.name || booking.email}? They will be mailed.`) &&
                                  cancel.mutate(booking.leadId)
                                }
                                aria-label={t`Cancel the booking of ${booking.name || booking.email}`}
                              >
                                {t`Cancel booking`}
                              </button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                    {confirmed.length === 0 && slot.bookings.length > 0 && (
                      <p className="mt-2 text-sm text-muted">{t`Every booking of this slot is cancelled; it stays as their record.`}</p>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

export function ViewingSlotsPage({ propertyId, staffId }: { propertyId: number; staffId: number }) {
  const { t } = useLingui()
  const data = useQuery(viewingSlotsQuery(propertyId))
  const back = (
    <>
      {data.data?.property.listed && (
        <a href={data.data.property.path} className={SECONDARY_BUTTON}>
          {t`See on the site`}
        </a>
      )}
      <Link to="/admin/viewings/" className={SECONDARY_BUTTON}>
        {t`Other property`}
      </Link>
    </>
  )
  if (data.isPending) return <AdminPageHeader title={t`Viewings`} intro={t`Loading…`} actions={back} />
  if (data.isError)
    return <AdminPageHeader title={t`Viewings`} intro={errorText(data.error, t`This property is not in the catalogue.`)} actions={back} />
  const { property, slots, agents, limits } = data.data
  return (
    <>
      <AdminPageHeader title={property.title} intro={`${t`ref.`} ${property.id} · ${property.zip} ${property.town}`} actions={back} />
      {!property.listed && (
        <Outcome kind="failed">{t`This property is no longer on offer: the site shows none of its slots, and no new slot can be made.`}</Outcome>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        {property.listed && (
          <AdminPanel title={t`New slots`}>
            <SlotForm propertyId={property.id} agents={agents} staffId={staffId} maxSlots={limits.maxSlots} maxSeats={limits.maxSeats} />
          </AdminPanel>
        )}
        <AdminPanel title={t`Slots and bookings`}>
          <SlotList propertyId={property.id} slots={slots} />
        </AdminPanel>
      </div>
    </>
  )
}
