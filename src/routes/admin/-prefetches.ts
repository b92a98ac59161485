import { prefetchAdminQueries } from '#/admin/admin-query.ts'
import { dashboardQuery, inboxQuery, leadQuery } from '#/features/lead-inbox/lead-inbox-queries.ts'
import { ownerQuery, ownersQuery } from '#/features/owner-admin/owner-admin-queries.ts'
import { propertyDocumentsQuery } from '#/features/property-files/property-files-queries.ts'
import { auditLogQuery, staffListQuery, staffProfileQuery } from '#/features/staff/staff-queries.ts'
import { NO_SUBSCRIBER_FILTER, subscribersQuery } from '#/features/subscriber-admin/subscriber-admin-queries.ts'
import { pageEditorQuery, pagesOverviewQuery, settingsEditorQuery } from '#/features/site-editor/index.ts'
import type { EditablePageKey } from '#/content/editable-page-keys.ts'
import { teamEditorQuery } from '#/features/team-editor/index.ts'
import { testimonialReviewQuery } from '#/features/testimonial-review/testimonial-review-queries.ts'
import { propertyChoicesQuery, viewingSlotsQuery } from '#/features/viewing-slots/viewing-slots-queries.ts'

// Each back-office page's reads, prefetched by its route's loader (decision 033), in one module that
// only the back office loads (through -prefetch.ts): the route tree every public page carries holds
// one small call per loader, and TanStack Query stays out of the public pages' first load (decision 018).

export const dashboard = () => prefetchAdminQueries([dashboardQuery()])
export const inbox = (search: Record<string, string>) => prefetchAdminQueries([inboxQuery(search)])
export const lead = (leadId: string) => prefetchAdminQueries([leadQuery(leadId)])
export const owners = () => prefetchAdminQueries([ownersQuery()])
export const owner = (ownerId: string) => prefetchAdminQueries([ownerQuery(ownerId)])
export const documents = (propertyId: number) => prefetchAdminQueries([propertyDocumentsQuery(propertyId)])
export const propertyChoices = () => prefetchAdminQueries([propertyChoicesQuery('')])
export const viewings = (propertyId: number) => prefetchAdminQueries([viewingSlotsQuery(propertyId)])
export const profile = () => prefetchAdminQueries([staffProfileQuery()])
export const staffList = () => prefetchAdminQueries([staffListQuery()])
export const audit = (subject: string | undefined, before: number | undefined) => prefetchAdminQueries([auditLogQuery(subject, before)])
export const subscribers = () => prefetchAdminQueries([subscribersQuery(NO_SUBSCRIBER_FILTER)])
export const testimonials = () => prefetchAdminQueries([testimonialReviewQuery()])
export const settingsEditor = () => prefetchAdminQueries([settingsEditorQuery()])
export const pagesOverview = () => prefetchAdminQueries([pagesOverviewQuery()])
export const pageEditor = (key: EditablePageKey) => prefetchAdminQueries([pageEditorQuery(key)])
export const teamEditor = () => prefetchAdminQueries([teamEditorQuery()])
