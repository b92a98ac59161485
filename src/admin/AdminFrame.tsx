import type { FormEvent, ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { roleAllows, type StaffIdentity } from '#/admin/staff-roles.ts'
import { ADMIN_PAGES, currentAdminPage } from './admin-pages.ts'

// The back office's frame (decision 018): the agency's name, who is signed in, the pages their role
// opens (a sidebar on a desktop, a menu on a phone), their profile and signing out.

const NAV_LINK =
  'flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-medium text-ink hover:bg-sand aria-[current=page]:bg-brand aria-[current=page]:text-white'

function AdminNav({ staff, pathname }: { staff: StaffIdentity; pathname: string }) {
  const { i18n } = useLingui()
  const current = currentAdminPage(pathname)
  return (
    <ul className="grid gap-1">
      {ADMIN_PAGES.filter((page) => roleAllows(staff.role, page.role)).map((page) => (
        <li key={page.path}>
          {/* Plain paths: the back office's routes are not localized. */}
          {/* The dashboard's path begins every other: only an exact match makes it the current page. */}
          <Link
            to={page.path}
            activeOptions={{ exact: page.path === '/admin/' }}
            aria-current={current === page ? 'page' : undefined}
            className={NAV_LINK}
          >
            {i18n._(page.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** How long signing out waits for the page's reads and changes under way. */
const SIGN_OUT_WAIT_MS = 3000

export function AdminFrame({ staff, children }: { staff: StaffIdentity; children: ReactNode }) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  // Every back-office answer renews the session cookie: a read still under way when the member signs
  // out would set it again after the sign-out cleared it. The form is posted once they have settled.
  const signOutWhenSettled = (event: FormEvent<HTMLFormElement>) => {
    const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0
    if (!busy()) return
    event.preventDefault()
    const form = event.currentTarget
    const started = Date.now()
    const submitWhenSettled = () =>
      busy() && Date.now() - started < SIGN_OUT_WAIT_MS ? window.setTimeout(submitWhenSettled, 50) : form.submit()
    submitWhenSettled()
  }
  return (
    <div className="min-h-dvh bg-paper">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t`Skip to content`}
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <div className="mx-auto flex max-w-[90rem] items-center justify-between gap-2 px-4 py-3 sm:gap-4 md:px-6">
          {/* One line on a 375 px phone: the name, the badge and the sign-out button never wrap. */}
          <Link
            to="/admin/"
            className="flex min-h-11 items-center gap-2 font-display text-lg whitespace-nowrap text-brand-dark sm:gap-3 sm:text-xl"
          >
            {siteConfig().agency.name}
            <span className="rounded-full bg-sand px-2 py-0.5 font-sans text-[0.7rem] font-semibold tracking-wide text-ink uppercase sm:px-2.5 sm:text-xs">{t`Back office`}</span>
          </Link>
          <div className="flex items-center gap-2">
            <Link
              to="/admin/profile/"
              className="hidden min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-sand sm:inline-flex"
              aria-current={pathname.startsWith('/admin/profile/') ? 'page' : undefined}
            >
              {staff.name || staff.email}
            </Link>
            <form method="post" action="/api/admin/sign-out" onSubmit={signOutWhenSettled}>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-semibold whitespace-nowrap text-ink hover:border-brand sm:px-4"
              >
                {t`Sign out`}
              </button>
            </form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-[90rem] flex-col gap-6 px-4 py-6 md:flex-row md:px-6 md:py-8">
        <nav aria-label={t`Back office`} className="md:w-56 md:shrink-0">
          <details className="rounded-xl border border-line bg-white md:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{t`Menu`}</summary>
            <div className="border-t border-line p-2">
              <AdminNav staff={staff} pathname={pathname} />
              <Link to="/admin/profile/" className={NAV_LINK} aria-current={pathname.startsWith('/admin/profile/') ? 'page' : undefined}>
                {t`My profile`}
              </Link>
            </div>
          </details>
          <div className="sticky top-24 hidden md:block">
            <AdminNav staff={staff} pathname={pathname} />
          </div>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  )
}

/** A back-office page's heading and its actions. */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl leading-tight text-ink md:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-muted">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** The white card most back-office content sits on. */
export function AdminPanel({ title, children, className = '' }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-line bg-white p-4 md:p-6 ${className}`} aria-label={title}>
      {title && <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>}
      {children}
    </section>
  )
}
