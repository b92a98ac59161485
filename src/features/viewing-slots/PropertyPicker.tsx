import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ADMIN_INPUT, Outcome } from '#/admin/AdminControls.tsx'
import { propertyChoicesQuery } from './viewing-slots-queries.ts'

// The property picker of the viewings and documents pages: the live catalogue by reference, postal
// code or town.

/** The back-office pages of one property, each a property picker's destination. */
export type PropertyPage = '/admin/documents/$propertyId/' | '/admin/viewings/$propertyId/'

/** Listed properties to choose from; each links to its `page`. */
export function PropertyPicker({ page, label }: { page: PropertyPage; label: string }) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const properties = useQuery(propertyChoicesQuery(query))
  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="property-query" className="font-medium text-ink">
          {label}
        </label>
        <input
          id="property-query"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Reference, postal code or town`}
          className={`${ADMIN_INPUT} max-w-md`}
          autoComplete="off"
        />
      </form>
      {properties.isError && <Outcome kind="failed">{t`The list could not be loaded. Please try again.`}</Outcome>}
      {properties.data && properties.data.properties.length === 0 && (
        <p className="mt-4 text-muted">{t`No property of the catalogue matches.`}</p>
      )}
      <ul className="mt-4 grid gap-2 md:grid-cols-2" aria-busy={properties.isFetching}>
        {properties.data?.properties.map((property) => (
          <li key={property.id}>
            <Link
              to={page}
              params={{ propertyId: String(property.id) }}
              className="flex min-h-11 flex-col rounded-xl border border-line bg-white px-4 py-3 hover:border-brand"
            >
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
