import { parseCrmDate } from '../../src/server/crm/omnicasa-protocol.ts'
import type { CrmRow } from '../../src/features/crm-sync/crm-records.ts'
import { TYPE_NAMES } from '../demo-data/texts.ts'
import type { DemoCrm } from './demo-crm.ts'
import type { Faults } from './faults.ts'
import type { MethodCall, MethodHandler } from './method-handler.ts'

// The protocol methods the stand-in answers, each returning the answer's `Value` (the server wraps it
// in `{ "{Method}JsonResult": { Code, Success, Message, Value } }`). Row shapes: crm-records.ts.

/** The customer a call is answered for: its CRM and what it is told to get wrong. */
export type Customer = { crm: DemoCrm; faults: Faults }

/** A built-in method also reads the customer's CRM; an added MethodHandler ignores it. */
export type StandInMethod = (call: MethodCall, customer: Customer) => unknown

/** The CRM refusing a call: answered `Success: false` with this code and message. */
export class Refusal extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** Code of an answer whose arguments the CRM cannot read (a bad language, a bad date). */
export const INVALID_ARGUMENT_CODE = 2

/** The calls that write into the CRM: recorded for GET /__control/received, answered with a new id. */
export const WRITE_METHODS = ['ContactOnMe', 'ContactOnMeProject', 'DemandRegister', 'UnsubscribeDemandPerson'] as const

/** Web type ids the CRM lists (spec §3 WebID: 1 house … 7 garage). */
const WEB_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const

type List = { Items: unknown[]; RowsCount: number }

/** One page of a list: Limit1 and Limit2 are 1-based and inclusive; without them, every row. */
function paged(rows: ReadonlyArray<unknown>, args: Record<string, unknown>): List {
  const first = Math.max(1, wholeNumber(args.Limit1) ?? 1)
  const last = wholeNumber(args.Limit2) ?? rows.length
  return { Items: rows.slice(first - 1, Math.max(first - 1, last)), RowsCount: rows.length }
}

function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null
}

/** `IDs`/`ObjectIDs`: a list of ids (or a comma-separated text of them); null when absent. */
function idSet(value: unknown): Set<number> | null {
  if (value === undefined || value === null) return null
  const items = Array.isArray(value) ? value : String(value).split(',')
  return new Set(items.map((item) => Number(item)).filter((id) => Number.isSafeInteger(id)))
}

/** ChangeSince as milliseconds, or null when absent. */
function changeSince(args: Record<string, unknown>): number | null {
  if (args.ChangeSince === undefined || args.ChangeSince === null || args.ChangeSince === '') return null
  const iso = parseCrmDate(args.ChangeSince)
  if (!iso) throw new Refusal(INVALID_ARGUMENT_CODE, 'Invalid ChangeSince')
  return Date.parse(iso)
}

/** The DisplayFields asked for, when the call names any: a row then carries only those (and ID). */
function displayFields(args: Record<string, unknown>): Set<string> | null {
  if (!Array.isArray(args.DisplayFields) || args.DisplayFields.length === 0) return null
  return new Set(['ID', ...args.DisplayFields.map(String)])
}

function only(row: CrmRow, fields: Set<string> | null): CrmRow {
  if (!fields) return row
  return Object.fromEntries(Object.entries(row).filter(([field]) => fields.has(field)))
}

const getPropertyList: StandInMethod = ({ args, language }, { crm, faults }) => {
  const since = changeSince(args)
  const ids = idSet(args.IDs)
  const goal = wholeNumber(args.Goal)
  const entries = crm
    .listedProperties()
    .filter((entry) => (since === null || entry.modifiedAt >= since) && (ids === null || ids.has(entry.id)))
  const rows = entries.map((entry) => crm.propertyRow(entry, language)).filter((row) => goal === null || row.Goal === goal)
  const page = paged(rows, args)
  const fields = displayFields(args)
  page.Items = (page.Items as CrmRow[]).map((row) => {
    const shown = only(row, fields)
    // A record the CRM holds wrongly (POST /__control/faults malformedIds): the sync must skip it.
    return faults.malformedIds.has(Number(row.ID)) ? { ...shown, Zip: '??', Goal: -1 } : shown
  })
  return page
}

const getPropertyPictureList: StandInMethod = ({ args }, { crm }) => paged(crm.pictureRows(Number(args.ObjectID)), args)

const getDocumentList: StandInMethod = ({ args, language, origin }, { crm }) => {
  const ids = idSet(args.ObjectIDs ?? args.ObjectID) ?? new Set<number>()
  return paged(
    [...ids].flatMap((id) => crm.documentRows(id, language, origin)),
    args,
  )
}

const getProjectList: StandInMethod = ({ args, language }, { crm }) => {
  const since = changeSince(args)
  const ids = idSet(args.IDs)
  const rows = crm
    .listedProjects()
    .filter((entry) => (since === null || entry.modifiedAt >= since) && (ids === null || ids.has(entry.id)))
    .map((entry) => crm.projectRow(entry, language))
  return paged(rows, args)
}

const getTypeOfPropertyList: StandInMethod = ({ args, language }) =>
  paged(
    WEB_TYPE_IDS.map((webId) => ({
      ID: webId,
      WebID: webId,
      Name: TYPE_NAMES[webId]?.[language] ?? null,
      ShowOrder: webId,
      Sale: true,
      Rent: true,
    })),
    args,
  )

function writeMethod(method: string): StandInMethod {
  return ({ args, language, now }, { crm }) => crm.receive({ method, args, language, at: now.toISOString() })
}

export const PROTOCOL_METHODS: Readonly<Record<string, StandInMethod>> = {
  GetPropertyList: getPropertyList,
  GetPropertyPictureList: getPropertyPictureList,
  GetDocumentList: getDocumentList,
  GetProjectList: getProjectList,
  GetDeletedPropertyIDs: (_call, { crm }) => crm.deletedPropertyIds(),
  GetDeletedProjectIDs: (_call, { crm }) => crm.deletedProjectIds(),
  GetTypeOfPropertyList: getTypeOfPropertyList,
  ...Object.fromEntries(WRITE_METHODS.map((method) => [method, writeMethod(method)])),
}

/** The method table of a stand-in: the protocol's, plus any added (the owner history methods). */
export function methodTable(extraMethods: Readonly<Record<string, MethodHandler>> = {}): Readonly<Record<string, StandInMethod>> {
  return { ...PROTOCOL_METHODS, ...extraMethods }
}
