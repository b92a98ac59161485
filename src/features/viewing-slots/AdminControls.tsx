import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { FIELD_INPUT_CLASS } from '~/components/FormFeedback'
import { adminGet, AdminRequestError } from '~/admin/admin-query'
import type { PickedProperty } from './catalogue-picker.server'

// Controls the viewings and documents pages of the back office share (issue 18): buttons, fields,
// the property picker (the live catalogue by reference, postal code or town) and a change's outcome.

export const ADMIN_INPUT = `${FIELD_INPUT_CLASS} border-line`
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70'
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand disabled:cursor-wait disabled:opacity-70'
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-red-700 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70'

/** What the server said about a change, in the member's language, or a generic failure. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof AdminRequestError && typeof error.body.message === 'string' ? error.body.message : fallback
}

/** A change's outcome, read out by screen readers as it appears. */
export function Outcome({ kind, children }: { kind: 'done' | 'failed'; children: ReactNode }) {
  return (
    <p role={kind === 'failed' ? 'alert' : 'status'} className={`mt-4 rounded-lg px-4 py-3 text-sm font-medium ${kind === 'failed' ? 'bg-red-50 text-red-800' : 'bg-sand text-ink'}`}>
      {children}
    </p>
  )
}

/** The back-office pages of one property, each a property picker's destination. */
export type PropertyPage = '/admin/documents/$propertyId/' | '/admin/viewings/$propertyId/'

/** Listed properties to choose from; each links to its `page`. */
export function PropertyPicker({ page, label }: { page: PropertyPage; label: string }) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const properties = useQuery({ queryKey: ['properties', query], queryFn: () => adminGet<{ properties: PickedProperty[] }>('properties', { q: query }) })
  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="property-query" className="font-medium text-ink">
          {label}
        </label>
        <input id="property-query" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t`Reference, postal code or town`} className={`${ADMIN_INPUT} max-w-md`} autoComplete="off" />
      </form>
      {properties.isError && <Outcome kind="failed">{t`The list could not be loaded. Please try again.`}</Outcome>}
      {properties.data && properties.data.properties.length === 0 && <p className="mt-4 text-muted">{t`No property of the catalogue matches.`}</p>}
      <ul className="mt-4 grid gap-2 md:grid-cols-2" aria-busy={properties.isFetching}>
        {properties.data?.properties.map((property) => (
          <li key={property.id}>
            <Link to={page} params={{ propertyId: String(property.id) }} className="flex min-h-11 flex-col rounded-xl border border-line bg-white px-4 py-3 hover:border-brand">
              <span className="font-semibold text-ink">{property.title}</span>
              <span className="text-sm text-muted">
                {t`ref.`} {property.id} · {property.zip} {property.town}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
