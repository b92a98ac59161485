import type { ReactNode } from 'react'
import { PageLink } from '#/components/PageLink.tsx'
import { useLingui } from '@lingui/react/macro'
import { Breadcrumbs } from '#/components/Breadcrumbs.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'

// The owner portal's frame (decision 008): breadcrumbs, who is logged in, its pages and the logout button.

const NAV_LINK =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:text-brand-dark sm:px-5 sm:text-base'

/** The portal's frame: who is logged in, its two pages and the logout button. */
export function OwnerPortalFrame({
  title,
  crumb,
  owner,
  current,
  children,
}: {
  title: string
  crumb?: string
  owner: { firstName: string; lastName: string }
  /** the portal page shown, marked in the portal's navigation */
  current?: 'properties' | 'password'
  children: ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ')
  return (
    <article>
      <div className="border-b border-line bg-paper">
        <div className="container-page py-8 md:py-12">
          <Breadcrumbs neutral="owner" current={crumb} />
          <div className="mt-5 flex flex-wrap items-end justify-between gap-6">
            <div>
              {name && <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{t`Welcome, ${name}`}</p>}
              <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{title}</h1>
            </div>
            <nav aria-label={t`Owner portal`} className="flex flex-wrap items-center gap-2 sm:gap-3">
              <PageLink
                to="/$lang/owner/"
                params={{ lang: locale }}
                aria-current={current === 'properties' ? 'page' : undefined}
                className={NAV_LINK}
              >
                {t`My properties`}
              </PageLink>
              <PageLink
                to="/$lang/owner/password/"
                params={{ lang: locale }}
                aria-current={current === 'password' ? 'page' : undefined}
                className={NAV_LINK}
              >
                {t`Change password`}
              </PageLink>
              <form method="post" action="/api/owner/logout">
                <input type="hidden" name="locale" value={locale} />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark sm:px-5 sm:text-base"
                >
                  {t`Log out`}
                </button>
              </form>
            </nav>
          </div>
        </div>
      </div>
      <div className="container-page pt-10 pb-20 md:pt-14 md:pb-28">{children}</div>
    </article>
  )
}
