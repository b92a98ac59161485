import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { CreateSlotsInput, PropertyId } from './viewing-slot-inputs.ts'
import { cancelBooking, createSlots, deleteSlot, propertyChoices, viewingSlots } from './viewing-slots-admin.server.ts'

// The viewings pages' server functions (decision 033), for agents and up, behind the staff
// middleware; the property picker is the documents page's too.

export const getPropertyChoices = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ q: v.pipe(v.string(), v.maxLength(200)) })))
  .handler(({ context, data }) => propertyChoices(context.staffContext, data.q))

export const getViewingSlots = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ propertyId: PropertyId })))
  .handler(({ context, data }) => viewingSlots(context.staffContext, data.propertyId))

export const createSlotsFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(CreateSlotsInput))
  .handler(({ context, data }) => createSlots(context.staffContext, data.propertyId, data.slot))

export const deleteSlotFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ propertyId: PropertyId, slotId: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ context, data }) => deleteSlot(context.staffContext, data.propertyId, data.slotId))

export const cancelBookingFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ leadId: v.pipe(v.string(), v.regex(/^[0-9a-zA-Z_-]{1,100}$/)) })))
  .handler(({ context, data }) => cancelBooking(context.staffContext, data.leadId))
