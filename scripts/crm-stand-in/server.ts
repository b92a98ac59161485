import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CRM_LANGUAGE_IDS, type CrmLanguage } from '../../src/server/crm/omnicasa-protocol.ts'
import { DemoCrm, type FeedRecord } from './demo-crm.ts'
import { demoPdf } from '../demo-data/owner-portal.ts'
import { noFaults, parseFaults } from './faults.ts'
import type { MethodHandler } from './method-handler.ts'
import { INVALID_ARGUMENT_CODE, Refusal, methodTable, type Customer } from './protocol-methods.ts'

// A local stand-in for Omnicasa's web API (decision 016): the real sync, lead outbox and owner history
// code call it in development, tests and benchmarks exactly as they call the CRM, over HTTP.
//
// Protocol: `GET /{version}/OmnicasaService.svc/{Method}Json?json={…}` answered
// `{ "{Method}JsonResult": { Code, Success, Message, Value } }` (src/server/crm/omnicasa-protocol.ts).
// Each CustomerName gets its own copy of the demo CRM, so test files running side by side never see
// each other's changes. The password of every customer is DEMO_PASSWORD.
//
// Control API (not Omnicasa's; every route takes `?customer=NAME`, default `demo-agency`; JSON):
//   GET    /__control/health                 200 when up
//   POST   /__control/reset                  the customer's CRM afresh (its faults and calls cleared)
//   POST   /__control/faults                 { failRate, down, timeoutMethods, errorMethods,
//                                              garbageMethods, malformedIds, seed }; {} clears them
//   GET    /__control/properties/:id         { ID, deleted, modifiedAt, records }
//   POST   /__control/properties             { ID, changes: { Field: value } } changes fields in every
//                                              language (Details merged key by key), or
//                                              { records: [nlRecord, frRecord, …] } adds (or replaces)
//                                              a property: one feed record (crm-feed.ts) per language
//   DELETE /__control/properties/:id         gone from the lists, listed by GetDeletedPropertyIDs
//   POST   /__control/properties/:id/restore back in the lists
//   …and the same four under /__control/projects
//   GET    /__control/received               the write calls: [{ method, args, language, at }]
//   GET    /__control/calls                  { total, byMethod } protocol calls received
// Besides: GET /documents/{property}/{document}.pdf, a document's file (the Url of its GetDocumentList row).
// Every change sets the record's modification time (what ChangeSince compares) to now.

export const DEMO_PASSWORD = 'demo-password'
export const DEFAULT_CUSTOMER = 'demo-agency'

/** How long a call told to time out holds its socket before dropping it unanswered. */
const HELD_CALL_MS = 30_000

const LANGUAGE_BY_ID = new Map<number, CrmLanguage>(Object.entries(CRM_LANGUAGE_IDS).map(([language, id]) => [id, language as CrmLanguage]))
const CREDENTIAL_ARGUMENTS = new Set(['CustomerName', 'CustomerPassword', 'LanguageId'])
/** GET /documents/{property}/{document}.pdf: the documents' files (demo-crm.ts documentPath). */
const DOCUMENT_PATH = /^\/documents\/(\d+)\/(\d+)\.pdf$/
const PROTOCOL_PATH = /^\/[^/]+\/OmnicasaService\.svc\/([A-Za-z0-9_]+)Json$/

export type CrmStandInOptions = {
  /** 0 picks a free port. */
  port: number
  /** The stand-in's clock (modification times, ChangeSince, the `at` of received calls). */
  now?: () => Date
  /** Methods to answer besides the protocol's, e.g. `OWNER_METHODS` from owner-methods.ts. */
  extraMethods?: Readonly<Record<string, MethodHandler>>
}

export type CrmStandIn = {
  /** `http://localhost:{port}`: the control API is under `${url}/__control/`. */
  url: string
  /** The CRM's base URL, as OMNICASA_URL takes it: `${url}/1.13/OmnicasaService.svc/`. */
  baseUrl: string
  port: number
  close(): Promise<void>
}

export async function startCrmStandIn(options: CrmStandInOptions): Promise<CrmStandIn> {
  const now = options.now ?? (() => new Date())
  const methods = methodTable(options.extraMethods)
  const startedAt = now()
  const customers = new Map<string, Customer>()
  const held = new Set<ServerResponse>()

  function customer(name: string): Customer {
    let found = customers.get(name)
    if (!found) {
      // A new customer's records were last modified when the stand-in started.
      found = { crm: new DemoCrm(startedAt), faults: noFaults() }
      customers.set(name, found)
    }
    return found
  }

  function protocolCall(method: string, url: URL, origin: string, response: ServerResponse): void {
    const handler = methods[method]
    if (!handler) return send(response, 404, { error: `no method ${method}` })
    const answer = (code: number, message: string, value: unknown = null) =>
      send(response, 200, { [`${method}JsonResult`]: { Code: code, Success: code === 0, Message: message, Value: value } })

    let json: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(url.searchParams.get('json') ?? '')
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
      json = parsed as Record<string, unknown>
    } catch {
      return answer(INVALID_ARGUMENT_CODE, 'Invalid json argument')
    }

    const name = typeof json.CustomerName === 'string' ? json.CustomerName.trim() : ''
    const known = name !== '' && json.CustomerPassword === DEMO_PASSWORD ? customer(name) : customers.get(name)
    if (known) {
      known.crm.countCall(method)
      const { faults } = known
      if (faults.down) return send(response, 503, { error: 'down (stand-in fault)' })
      if (faults.failRate > 0 && faults.random() < faults.failRate) return send(response, 500, { error: 'failing (stand-in fault)' })
      if (faults.timeoutMethods.has(method)) return hold(response)
      if (faults.garbageMethods.has(method)) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        return void response.end('<html><body>Service Unavailable (stand-in fault)</body></html>')
      }
      if (faults.errorMethods.has(method)) return answer(1, 'Internal error')
    }
    if (!known || json.CustomerPassword !== DEMO_PASSWORD) return answer(3, 'Invalid customer')

    const language = LANGUAGE_BY_ID.get(Number(json.LanguageId))
    if (!language) return answer(INVALID_ARGUMENT_CODE, 'Invalid LanguageId')
    const args = Object.fromEntries(Object.entries(json).filter(([field]) => !CREDENTIAL_ARGUMENTS.has(field)))
    try {
      return answer(0, '', handler({ args, language, now: now(), origin }, known) ?? null)
    } catch (error) {
      if (error instanceof Refusal) return answer(error.code, error.message)
      return answer(1, error instanceof Error ? error.message : 'Internal error')
    }
  }

  /** A call that never answers: the client's timeout gives up first; the socket is dropped later. */
  function hold(response: ServerResponse): void {
    held.add(response)
    const timer = setTimeout(() => response.destroy(), HELD_CALL_MS)
    response.on('close', () => {
      clearTimeout(timer)
      held.delete(response)
    })
  }

  async function controlCall(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    const route = `${request.method} ${url.pathname.replace(/\/+$/, '')}`
    if (route === 'GET /__control/health') return send(response, 200, { ok: true, customers: customers.size })
    const name = url.searchParams.get('customer')?.trim() || DEFAULT_CUSTOMER
    if (route === 'POST /__control/reset') {
      customers.set(name, { crm: new DemoCrm(now()), faults: noFaults() })
      return send(response, 200, { ok: true })
    }
    const { crm } = customer(name)
    if (route === 'POST /__control/faults') {
      const body = await readJson(request)
      try {
        customer(name).faults = parseFaults(body)
      } catch (error) {
        return send(response, 400, { error: (error as Error).message })
      }
      return send(response, 200, { ok: true })
    }
    if (route === 'GET /__control/received') return send(response, 200, crm.received)
    if (route === 'GET /__control/calls') return send(response, 200, crm.calls)

    const record = /^(GET|POST|DELETE) \/__control\/(properties|projects)(?:\/(\d+))?(\/restore)?$/.exec(route)
    if (!record) return send(response, 404, { error: `no control route ${route}` })
    const [, verb, kind, idText, restore] = record
    const properties = kind === 'properties'
    const id = idText === undefined ? null : Number(idText)
    const missing = () => send(response, 404, { error: `no ${properties ? 'property' : 'project'} ${id}` })

    if (verb === 'GET' && id !== null && !restore) {
      const found = properties ? crm.property(id) : crm.project(id)
      return found ? send(response, 200, found) : missing()
    }
    if (verb === 'DELETE' && id !== null && !restore) {
      return (properties ? crm.deleteProperty(id, now()) : crm.deleteProject(id, now())) ? send(response, 200, { ok: true }) : missing()
    }
    if (verb === 'POST' && id !== null && restore) {
      return (properties ? crm.restoreProperty(id, now()) : crm.restoreProject(id, now())) ? send(response, 200, { ok: true }) : missing()
    }
    if (verb === 'POST' && id === null) {
      const body = (await readJson(request)) as { ID?: unknown; changes?: unknown; records?: unknown } | null
      if (body && Array.isArray(body.records)) {
        const problem = recordsProblem(body.records)
        if (problem) return send(response, 400, { error: problem })
        const records = body.records as FeedRecord[]
        if (properties) crm.putProperty(records, now())
        else crm.putProject(records, now())
        return send(response, 200, { ok: true, ID: records[0]!.ID })
      }
      if (body && typeof body.ID === 'number' && body.changes && typeof body.changes === 'object' && !Array.isArray(body.changes)) {
        const changes = body.changes as Record<string, unknown>
        const changed = properties ? crm.changeProperty(body.ID, changes, now()) : crm.changeProject(body.ID, changes, now())
        if (!changed) return send(response, 404, { error: `no ${properties ? 'property' : 'project'} ${body.ID}` })
        return send(response, 200, { ok: true, ID: body.ID })
      }
      return send(response, 400, { error: 'expected { ID, changes } or { records: [one feed record per language] }' })
    }
    return send(response, 404, { error: `no control route ${route}` })
  }

  /** A document's file, as the CRM's download address gives it: a small PDF with its name (any customer's CRM, else the demo's). */
  function documentFile(propertyId: number, documentId: number, response: ServerResponse): void {
    const crms = [...[...customers.values()].map((entry) => entry.crm), customer(DEFAULT_CUSTOMER).crm]
    const name = crms.map((crm) => crm.documentName(propertyId, documentId)).find((found) => found !== null)
    if (!name) return send(response, 404, { error: `no document ${documentId} of property ${propertyId}` })
    const pdf = demoPdf(name, `Ref. ${propertyId}`)
    response.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.byteLength })
    response.end(pdf)
  }

  let port = options.port
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (url.pathname.startsWith('/__control/')) {
      controlCall(request, url, response).catch((error: unknown) =>
        send(response, 400, { error: error instanceof Error ? error.message : String(error) }),
      )
      return
    }
    if (request.method !== 'GET') return send(response, 405, { error: 'GET only' })
    const file = DOCUMENT_PATH.exec(url.pathname)
    if (file) return documentFile(Number(file[1]), Number(file[2]), response)
    const protocol = PROTOCOL_PATH.exec(url.pathname)
    if (!protocol) return send(response, 404, { error: 'not an Omnicasa address: /{version}/OmnicasaService.svc/{Method}Json' })
    protocolCall(protocol[1]!, url, `http://${request.headers.host ?? `localhost:${port}`}`, response)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, () => resolve())
  })
  port = (server.address() as AddressInfo).port
  return {
    url: `http://localhost:${port}`,
    baseUrl: `http://localhost:${port}/1.13/OmnicasaService.svc/`,
    port,
    async close() {
      for (const response of held) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8').trim()
  if (text === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new Error('the body is not JSON')
  }
}

/** Why a list of records cannot be one property or project, or null: one per language, one ID. */
function recordsProblem(records: unknown[]): string | null {
  if (records.length === 0) return 'records: at least one record'
  const first = records[0] as Record<string, unknown>
  if (!Number.isSafeInteger(first?.ID) || (first.ID as number) < 1) return 'records: ID is a positive whole number'
  const languages = new Set<unknown>()
  for (const record of records as Array<Record<string, unknown> | null>) {
    if (record === null || typeof record !== 'object') return 'records: each is a feed record'
    if (record.ID !== first.ID) return 'records: all carry the same ID'
    if (!(typeof record.language === 'string' && record.language in CRM_LANGUAGE_IDS)) return 'records: language is nl, fr or en'
    if (languages.has(record.language)) return `records: one record per language (${String(record.language)} twice)`
    languages.add(record.language)
  }
  return null
}
