import { useLingui } from '@lingui/react/macro'
import { breadcrumbFor } from '#/i18n/path-table.ts'
import { SiteLink } from './shell/SiteLink.tsx'
import { useLocale } from './shell/use-locale.ts'

/**
 * The breadcrumb of a page from the path table (spec §2: named levels with paths). `currentLang`:
 * the tag of the current page's name when it is in another language than the page (a CRM fallback).
 */
export function Breadcrumbs({
  neutral,
  between = [],
  current,
  currentLang,
}: {
  neutral: string
  /** levels between the path table's entry and the current page (a project above its unit) */
  between?: ReadonlyArray<{ name: string; href: string }>
  current?: string
  currentLang?: string
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const crumbs = breadcrumbFor(neutral, locale)
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1 && current === undefined && between.length === 0
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="text-ink">
                  {i18n._(crumb.label)}
                </span>
              ) : (
                <SiteLink href={crumb.href} className="hover:text-ink hover:underline">
                  {i18n._(crumb.label)}
                </SiteLink>
              )}
            </li>
          )
        })}
        {between.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <SiteLink href={crumb.href} className="hover:text-ink hover:underline">
              {crumb.name}
            </SiteLink>
          </li>
        ))}
        {current !== undefined && (
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="text-ink" lang={currentLang}>
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  )
}
