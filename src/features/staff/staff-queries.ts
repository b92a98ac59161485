import { queryOptions } from '@tanstack/react-query'
import { getAuditLog, getStaffList, getStaffProfile } from './staff-admin.functions.ts'

// The staff pages' reads as TanStack queries (decision 033): the views read them, the routes'
// loaders prefetch them, a change invalidates them.

export const staffProfileQuery = () => queryOptions({ queryKey: ['profile'] as const, queryFn: () => getStaffProfile() })

export const staffListQuery = () => queryOptions({ queryKey: ['staff'] as const, queryFn: () => getStaffList() })

export const auditLogQuery = (subject: string | undefined, before: number | undefined) =>
  queryOptions({
    queryKey: ['audit', subject ?? '', before ?? 0] as const,
    queryFn: () => getAuditLog({ data: { subject, before } }),
  })
