import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LinkProps } from '@tanstack/react-router'
import type { StaffRole } from '#/admin/staff-roles.ts'

// The back office's pages (decision 018) as its navigation lists them, with the least role each needs.
// Pages are under /admin/, never localized, never indexed, never in the sitemap.

/** A back-office page's path, checked against the route tree (they are not localized: plain paths). */
export type AdminPath = Extract<NonNullable<LinkProps['to']>, `/admin/${string}`>

export type AdminPage = { path: AdminPath; label: MessageDescriptor; role: StaffRole }

export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '/admin/', label: msg`Dashboard`, role: 'agent' },
  { path: '/admin/leads/', label: msg`Leads`, role: 'agent' },
  { path: '/admin/viewings/', label: msg`Viewings`, role: 'agent' },
  { path: '/admin/testimonials/', label: msg`Testimonials`, role: 'agent' },
  { path: '/admin/subscribers/', label: msg`Alerts and newsletter`, role: 'agent' },
  { path: '/admin/owners/', label: msg`Owners`, role: 'agent' },
  { path: '/admin/documents/', label: msg`Documents`, role: 'agent' },
  { path: '/admin/personal-data/', label: msg`Personal data`, role: 'agent' },
  { path: '/admin/pages/', label: msg`Pages`, role: 'agent' },
  { path: '/admin/audit/', label: msg`Audit log`, role: 'agent' },
  { path: '/admin/team/', label: msg`Team`, role: 'agent' },
  { path: '/admin/staff/', label: msg`Staff`, role: 'admin' },
  { path: '/admin/settings/', label: msg`Site settings`, role: 'admin' },
]

/** The page of the navigation a path belongs to (the longest prefix), to mark it current. */
export function currentAdminPage(pathname: string): AdminPage | undefined {
  return [...ADMIN_PAGES]
    .filter((page) => pathname === page.path || (page.path !== '/admin/' && pathname.startsWith(page.path)))
    .sort((a, b) => b.path.length - a.path.length)[0]
}
