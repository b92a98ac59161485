import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { LOCALES } from '#/i18n/locales.ts'
import { addOwner, inviteOwner, linkOwnerProperty, owner, owners, unlinkOwnerProperty } from './owner-admin.server.ts'

// The owners pages' server functions (decision 033), for agents and up, behind the staff middleware.

/** An owner id as the page's address gives it; the work answers not-found to one that is not an id. */
const OwnerId = v.pipe(v.string(), v.maxLength(20))

export const getOwners = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .handler(({ context }) => owners(context.staffContext))

export const getOwner = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ ownerId: OwnerId })))
  .handler(({ context, data }) => owner(context.staffContext, data.ownerId))

export const addOwnerFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(
    staffInput(
      v.object({
        email: v.pipe(v.string(), v.maxLength(320)),
        firstName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
        lastName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
        language: v.picklist(LOCALES),
      }),
    ),
  )
  .handler(({ context, data }) => addOwner(context.staffContext, data))

export const inviteOwnerFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ ownerId: OwnerId })))
  .handler(({ context, data }) => inviteOwner(context.staffContext, data.ownerId))

export const linkOwnerPropertyFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ ownerId: OwnerId, reference: v.pipe(v.string(), v.maxLength(40)) })))
  .handler(({ context, data }) => linkOwnerProperty(context.staffContext, data.ownerId, data.reference))

export const unlinkOwnerPropertyFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ ownerId: OwnerId, propertyId: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ context, data }) => unlinkOwnerProperty(context.staffContext, data.ownerId, data.propertyId))
