import { AGENCY_TIME_ZONE } from '#/domain/brussels-calendar.ts'
import * as v from 'valibot'

// The wire protocol of Omnicasa's web API, as the two public PHP client libraries speak it (decision 016;
// docs/decisions/016-crm-connection.md). Every fact about the protocol that the libraries leave open
// is decided here, once, so that meeting the real API changes this file and no other:
// - a call is `GET {base}{Method}Json?json={url-encoded JSON}`; the JSON carries the credentials,
//   `LanguageId` and the method's arguments;
// - the answer is `{ "{Method}JsonResult": { Code, Success, Message, Value } }`;
// - dates travel as `Y-m-d H:i:s` in Brussels time, and come back that way or as WCF's `/Date(ms±zone)/`.

/** Omnicasa's language ids (nl 1, fr 2, en 3). There is none for German: German pages fall back. */
export const CRM_LANGUAGE_IDS = { nl: 1, fr: 2, en: 3 } as const
export type CrmLanguage = keyof typeof CRM_LANGUAGE_IDS
export const CRM_LANGUAGES = Object.keys(CRM_LANGUAGE_IDS) as CrmLanguage[]

/** Where and as whom the site calls the CRM: OMNICASA_URL (a var) and two Worker secrets. */
export type CrmCredentials = { url: string; customerName: string; customerPassword: string }

/** The CRM's clock: dates it reads and writes are wall-clock times in Belgium. */
const CRM_TIME_ZONE = AGENCY_TIME_ZONE

export type CrmArguments = Record<string, unknown>

/** The URL of one call: the base URL ends with `OmnicasaService.svc/`, the method gets `Json` appended. */
export function omnicasaRequestUrl(credentials: CrmCredentials, method: string, args: CrmArguments, language: CrmLanguage): string {
  const base = credentials.url.endsWith('/') ? credentials.url : `${credentials.url}/`
  const json = {
    CustomerName: credentials.customerName,
    CustomerPassword: credentials.customerPassword,
    LanguageId: CRM_LANGUAGE_IDS[language],
    ...args,
  }
  return `${base}${method}Json?json=${encodeURIComponent(JSON.stringify(json))}`
}

/** Why a call failed: the operator reads it in /api/health, the sync and the outbox decide on it. */
export type CrmErrorKind = 'unreachable' | 'timeout' | 'http' | 'refused' | 'garbage'

export class CrmError extends Error {
  override name = 'CrmError'
  // Plain fields, not parameter properties: Node's type stripping (the stand-in, the benches) runs this file.
  readonly method: string
  readonly kind: CrmErrorKind
  /** the HTTP status of an 'http' error */
  readonly status: number | undefined
  constructor(method: string, kind: CrmErrorKind, detail: string, status?: number) {
    super(`${method}: ${kind}: ${detail}`)
    this.method = method
    this.kind = kind
    this.status = status
  }
}

const ResultSchema = v.object({
  Code: v.optional(v.nullable(v.number())),
  Success: v.boolean(),
  Message: v.optional(v.nullable(v.string())),
  Value: v.optional(v.unknown()),
})

/** The `Value` of an answer, or a CrmError: `Success: false` or a `Code` above 0 is the CRM refusing. */
export function parseOmnicasaAnswer(method: string, body: string): unknown {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new CrmError(method, 'garbage', `not JSON: ${body.slice(0, 80)}`)
  }
  const wrapped = (parsed as Record<string, unknown> | null)?.[`${method}JsonResult`]
  const result = v.safeParse(ResultSchema, wrapped)
  if (!result.success) throw new CrmError(method, 'garbage', `no ${method}JsonResult with Success and Value`)
  const { Code, Success, Message, Value } = result.output
  if (!Success || (Code ?? 0) > 0) throw new CrmError(method, 'refused', `code ${Code ?? '?'}: ${Message ?? 'no message'}`)
  return Value ?? null
}

const ListSchema = v.object({ Items: v.array(v.unknown()), RowsCount: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type CrmList = { items: unknown[]; rowsCount: number }

/** A list's `Value`: its rows and the count of all rows (of every page). */
export function parseOmnicasaList(method: string, value: unknown): CrmList {
  const result = v.safeParse(ListSchema, value)
  if (!result.success) throw new CrmError(method, 'garbage', 'a list without Items and RowsCount')
  return { items: result.output.Items, rowsCount: result.output.RowsCount }
}

/** The rows of a list answer: its Items, or the answer itself when the CRM sent a bare array; null when neither. */
export function crmListItems(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  const items = (value as { Items?: unknown } | null)?.Items
  return Array.isArray(items) ? items : null
}

/** Rows per page of a list call (Limit1 and Limit2 are 1-based and inclusive). */
export const CRM_PAGE_SIZE = 100

/** The Limit1/Limit2 arguments of the n-th page (0-based). */
export function pageLimits(page: number, size: number = CRM_PAGE_SIZE): { Limit1: number; Limit2: number } {
  return { Limit1: page * size + 1, Limit2: (page + 1) * size }
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: CRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** A date as the CRM's arguments take it: `Y-m-d H:i:s`, Brussels wall-clock time. */
export function crmDateTime(date: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

/** Brussels' offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(at: Date): number {
  const asUtc = Date.parse(`${crmDateTime(at).replace(' ', 'T')}Z`)
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000)
}

/**
 * A date the CRM answered, as an ISO instant, or null when it is none: `Y-m-d H:i:s` (Brussels),
 * `Y-m-dTH:i:s` with or without a zone, or WCF's `/Date(1700000000000+0100)/`.
 */
export function parseCrmDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value.trim())
  if (wcf) {
    const date = new Date(Number(wcf[1]))
    return Number.isNaN(date.getTime()) ? null : date.toISOString()
  }
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim())
  if (local) {
    const [, y, mo, d, h, mi, s = '00', , zone] = local
    if (zone) {
      const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`)
      return Number.isNaN(date.getTime()) ? null : date.toISOString()
    }
    const guess = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)))
    // Date.UTC rolls a 13th month or a 99th hour over into the next: such a date is none.
    if (Number.isNaN(guess.getTime()) || guess.toISOString().slice(0, 19) !== `${y}-${mo}-${d}T${h}:${mi}:${s}`) return null
    // Wall-clock time in Brussels: take the offset at that instant (twice, for the days the clock moves).
    const first = new Date(guess.getTime() - brusselsOffsetMinutes(guess) * 60_000)
    return new Date(guess.getTime() - brusselsOffsetMinutes(first) * 60_000).toISOString()
  }
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (dateOnly) return parseCrmDate(`${value.trim()} 00:00:00`)
  return null
}
