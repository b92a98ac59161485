import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FeedProjectSchema, FeedPropertySchema } from '#/listings/crm-feed.ts'
import { projectRecordFromCrm, propertyRecordFromCrm, type CrmRow } from '#/features/crm-sync/crm-records.ts'
import { omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { CrmError, crmDateTime, type CrmErrorKind } from '#/server/crm/omnicasa-protocol.ts'
import { generateDemoFeed } from '../demo-data/generate-feed.ts'
import { startCrmStandIn, type CrmStandIn } from './server.ts'

// The stand-in CRM answered through the site's own client (omnicasa-client.ts) over real HTTP: what
// the sync, the outbox and the benchmark will meet, and what a CRM row maps back to.

const feed = generateDemoFeed()
const feedProperties = feed.properties as Array<Record<string, unknown> & { ID: number; language: string }>
const feedProjects = feed.projects as Array<Record<string, unknown> & { ID: number; language: string }>
const propertyIds = [...new Set(feedProperties.map((record) => record.ID))].sort((a, b) => a - b)

const START = new Date('2026-11-20T09:00:00Z')
let clock = START
let standIn: CrmStandIn

beforeAll(async () => {
  standIn = await startCrmStandIn({
    port: 0,
    now: () => clock,
    extraMethods: {
      GetEcho: ({ args, language, now }) => ({ args, language, at: now.toISOString() }),
      GetRefusal: () => {
        throw new Error('No such owner')
      },
    },
  })
})
afterAll(() => standIn.close())

function client(customerName: string, options: { password?: string; timeoutMs?: number } = {}) {
  return omnicasaClient(
    { url: standIn.baseUrl, customerName, customerPassword: options.password ?? 'demo-password' },
    // Each answer as the stand-in gave it: the client's own retries are tested in omnicasa-client.test.ts.
    { timeoutMs: options.timeoutMs, retries: 0 },
  )
}

async function control(customer: string, path: string, method = 'POST', body?: unknown): Promise<unknown> {
  const response = await fetch(`${standIn.url}/__control/${path}?customer=${customer}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBe(200)
  return response.json()
}

async function failure(call: Promise<unknown>): Promise<CrmErrorKind> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(CrmError)
  return (error as CrmError).kind
}

function feedRecord(id: number, language: string) {
  return feedProperties.find((record) => record.ID === id && record.language === language)
}

describe('the property list', () => {
  it('pages the properties by ID in nl and fr, counting all of them', async () => {
    const crm = client('test-stand-in-pages')
    for (const language of ['nl', 'fr'] as const) {
      const first = await crm.page('GetPropertyList', {}, language, 0, 10)
      const second = await crm.page('GetPropertyList', {}, language, 1, 10)
      expect(first.rowsCount).toBe(propertyIds.length)
      expect(first.items.map((row) => (row as CrmRow).ID)).toEqual(propertyIds.slice(0, 10))
      expect(second.items.map((row) => (row as CrmRow).ID)).toEqual(propertyIds.slice(10, 20))
      const row = first.items[0] as CrmRow
      expect(row.TypeDescription).toBe(feedRecord(row.ID as number, language)?.TypeDescription)
    }
    const last = await crm.page('GetPropertyList', {}, 'nl', Math.floor(propertyIds.length / 100), 100)
    expect(last.items).toHaveLength(propertyIds.length % 100)
  })

  it('maps back to the demo feed records, pictures and documents included', async () => {
    const crm = client('test-stand-in-round-trip')
    const pictures = new Map<number, CrmRow[]>()
    for (const id of propertyIds)
      pictures.set(id, (await crm.page('GetPropertyPictureList', { ObjectID: id }, 'fr', 0, 100)).items as CrmRow[])
    for (const language of ['nl', 'fr'] as const) {
      const rows = (await crm.value('GetPropertyList', {}, language)) as { Items: CrmRow[] }
      const documents = ((await crm.value('GetDocumentList', { ObjectIDs: propertyIds }, language)) as { Items: CrmRow[] }).Items
      expect(rows.Items).toHaveLength(propertyIds.length)
      for (const row of rows.Items) {
        const id = row.ID as number
        const own = documents.filter((document) => document.ObjectID === id)
        const record = v.parse(FeedPropertySchema, propertyRecordFromCrm(row, language, pictures.get(id)!, own))
        const expected = v.parse(FeedPropertySchema, feedRecord(id, language))
        const fields = ({
          ID,
          Goal,
          City,
          Zip,
          Price,
          TypeDescription,
          Description,
          Details,
          Documents,
          CreatedAt,
          Pictures,
        }: typeof record) => ({
          ...{ ID, Goal, City, Zip, Price, TypeDescription, Description, Details, CreatedAt },
          // The feed has no download address: the stand-in serves each file itself (next test).
          Documents: (Documents ?? []).map(({ Url: _url, ...document }) => document),
          Pictures: (Pictures ?? []).map(({ Url, Width, Height }) => ({ Url, Width, Height })),
        })
        expect(fields(record)).toEqual(fields(expected))
      }
    }
  })

  it("gives each document a download address on the stand-in that answers the document's PDF; an unknown one is 404", async () => {
    const documents = (
      (await client('test-stand-in-files').value('GetDocumentList', { ObjectIDs: propertyIds }, 'fr')) as { Items: CrmRow[] }
    ).Items
    expect(documents.length).toBeGreaterThan(0)
    const sample = documents[0]!
    expect(sample.Url).toBe(`${standIn.url}/documents/${String(sample.ObjectID)}/${String(sample.ID)}.pdf`)
    const file = await fetch(sample.Url as string)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    const text = new TextDecoder().decode(await file.arrayBuffer())
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain(
      String(sample.Name)
        .normalize('NFD')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/[()\\]/g, ''),
    )
    expect((await fetch(`${standIn.url}/documents/${String(sample.ObjectID)}/1.pdf`)).status).toBe(404)
  })

  it('answers English for every property, with empty texts where the demo has none', async () => {
    const rows = ((await client('test-stand-in-english').value('GetPropertyList', {}, 'en')) as { Items: CrmRow[] }).Items
    expect(rows).toHaveLength(propertyIds.length)
    const english = rows.filter((row) => feedRecord(row.ID as number, 'en'))
    expect(english.length).toBeGreaterThan(0)
    for (const row of english) expect(row.Description).toBe(feedRecord(row.ID as number, 'en')?.Description)
    for (const row of rows.filter((row) => !feedRecord(row.ID as number, 'en'))) {
      expect([row.TypeDescription, row.Description, row.MarqueeName]).toEqual([null, null, null])
      expect(row.City).toBe(feedRecord(row.ID as number, 'fr')?.City)
    }
  })

  it('filters by IDs and Goal, and keeps only the DisplayFields asked', async () => {
    const crm = client('test-stand-in-filters')
    const some = (await crm.page('GetPropertyList', { IDs: propertyIds.slice(3, 6), DisplayFields: ['City', 'Goal'] }, 'fr', 0))
      .items as CrmRow[]
    expect(some.map((row) => row.ID)).toEqual(propertyIds.slice(3, 6))
    expect(Object.keys(some[0]!).sort()).toEqual(['City', 'Goal', 'ID'])
    const rentals = await crm.page('GetPropertyList', { Goal: 1 }, 'fr', 0, 500)
    expect(rentals.rowsCount).toBe(feedProperties.filter((record) => record.language === 'fr' && record.Goal === 1).length)
    expect(rentals.items.every((row) => (row as CrmRow).Goal === 1)).toBe(true)
  })

  it('answers only the properties changed at or after ChangeSince', async () => {
    const customer = 'test-stand-in-changes'
    const crm = client(customer)
    const [changed, added] = [propertyIds[7]!, 9_999_001]
    clock = new Date(START.getTime() + 3_600_000)
    await control(customer, 'properties', 'POST', { ID: changed, changes: { Price: 123_000, Details: { garages: 2 } } })
    const base = feedRecord(propertyIds[0]!, 'fr')!
    await control(customer, 'properties', 'POST', {
      records: [
        { ...base, ID: added },
        { ...feedRecord(propertyIds[0]!, 'nl')!, ID: added },
      ],
    })
    const since = crmDateTime(new Date(START.getTime() + 1_800_000))
    const rows = (await crm.page('GetPropertyList', { ChangeSince: since }, 'nl', 0)).items as CrmRow[]
    expect(rows.map((row) => row.ID)).toEqual([changed, added])
    expect(rows[0]).toMatchObject({ Price: 123_000, Garages: 2 })
    // Details change key by key: the others stay.
    expect(rows[0]!.Heating).toBe((feedRecord(changed, 'nl')!.Details as Record<string, unknown>).heating)
    // Another customer's CRM is untouched.
    const other = (await client('test-stand-in-changes-other').page('GetPropertyList', { ChangeSince: since }, 'nl', 0)).items
    expect(other).toEqual([])
  })

  it('removes a deleted property from the list, names it among the deleted, and restores it', async () => {
    const customer = 'test-stand-in-deleted'
    const crm = client(customer)
    const id = propertyIds[2]!
    expect(await crm.value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([])
    await control(customer, `properties/${id}`, 'DELETE')
    expect(await crm.value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([id])
    const listed = await crm.page('GetPropertyList', {}, 'fr', 0, 500)
    expect(listed.rowsCount).toBe(propertyIds.length - 1)
    expect(listed.items.some((row) => (row as CrmRow).ID === id)).toBe(false)
    expect((await crm.page('GetPropertyPictureList', { ObjectID: id }, 'fr', 0)).items).toEqual([])
    await control(customer, `properties/${id}/restore`)
    expect(await crm.value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([])
    expect((await crm.page('GetPropertyList', {}, 'fr', 0, 500)).rowsCount).toBe(propertyIds.length)
  })

  it('serves a property told to be malformed with a row no feed record may have', async () => {
    const customer = 'test-stand-in-malformed'
    const id = propertyIds[4]!
    await control(customer, 'faults', 'POST', { malformedIds: [id] })
    const [row] = (await client(customer).page('GetPropertyList', { IDs: [id] }, 'fr', 0)).items as CrmRow[]
    expect(row).toMatchObject({ ID: id, Zip: '??', Goal: -1 })
    expect(v.safeParse(FeedPropertySchema, propertyRecordFromCrm(row!, 'fr', [], [])).success).toBe(false)
  })
})

describe('projects and types', () => {
  it('maps the project list back to the demo feed projects, and names the deleted ones', async () => {
    const customer = 'test-stand-in-projects'
    const crm = client(customer)
    const rows = ((await crm.value('GetProjectList', {}, 'fr')) as { Items: CrmRow[]; RowsCount: number }).Items
    const frenchProjects = feedProjects.filter((record) => record.language === 'fr')
    expect(rows).toHaveLength(frenchProjects.length)
    for (const row of rows) {
      const record = v.parse(FeedProjectSchema, projectRecordFromCrm(row, 'fr'))
      expect(record).toEqual(
        v.parse(
          FeedProjectSchema,
          frenchProjects.find((project) => project.ID === row.ID),
        ),
      )
    }
    const id = rows[0]!.ID as number
    await control(customer, `projects/${id}`, 'DELETE')
    expect(await crm.value('GetDeletedProjectIDs', {}, 'nl')).toEqual([id])
    expect((await crm.page('GetProjectList', {}, 'nl', 0)).rowsCount).toBe(rows.length - 1)
  })

  it('lists the seven web types in the asked language', async () => {
    const types = await client('test-stand-in-types').page('GetTypeOfPropertyList', {}, 'nl', 0)
    expect(types.rowsCount).toBe(7)
    expect(types.items[0]).toEqual({ ID: 1, WebID: 1, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true })
  })
})

describe('write calls', () => {
  it('records a contact, without the credentials, and answers a new id', async () => {
    const customer = 'test-stand-in-writes'
    const crm = client(customer)
    const args = { ObjectID: propertyIds[0], FirstName: 'Anne', Email: 'anne@example.test', Comment: 'Une visite ?' }
    const first = await crm.value('ContactOnMe', args, 'fr')
    const second = await crm.value('ContactOnMeProject', { ProjectID: 9001, Email: 'jan@example.test' }, 'nl')
    expect(typeof first).toBe('number')
    expect(second).not.toBe(first)
    expect(await control(customer, 'received', 'GET')).toEqual([
      { method: 'ContactOnMe', args, language: 'fr', at: clock.toISOString() },
      { method: 'ContactOnMeProject', args: { ProjectID: 9001, Email: 'jan@example.test' }, language: 'nl', at: clock.toISOString() },
    ])
    expect(await control('test-stand-in-writes-other', 'received', 'GET')).toEqual([])
    expect(await control(customer, 'calls', 'GET')).toEqual({ total: 2, byMethod: { ContactOnMe: 1, ContactOnMeProject: 1 } })
  })
})

describe('failures', () => {
  it('refuses a wrong password', async () => {
    expect(await failure(client('test-stand-in-refused', { password: 'wrong' }).value('GetPropertyList', {}, 'fr'))).toBe('refused')
  })

  it('refuses a missing language', async () => {
    const json = encodeURIComponent(
      JSON.stringify({ CustomerName: 'test-stand-in-language', CustomerPassword: 'demo-password', LanguageId: 4 }),
    )
    const answer = await (await fetch(`${standIn.url}/1.13/OmnicasaService.svc/GetPropertyListJson?json=${json}`)).json()
    expect(answer).toEqual({ GetPropertyListJsonResult: { Code: 2, Success: false, Message: 'Invalid LanguageId', Value: null } })
  })

  it('answers an unknown method with HTTP 404', async () => {
    expect(await failure(client('test-stand-in-unknown').value('GetNothing', {}, 'fr'))).toBe('http')
  })

  it('answers 503 while down, and again when the faults are cleared', async () => {
    const customer = 'test-stand-in-down'
    const crm = client(customer)
    await control(customer, 'faults', 'POST', { down: true })
    expect(await failure(crm.value('GetPropertyList', { IDs: [propertyIds[0]] }, 'fr'))).toBe('http')
    expect(await crm.value('GetDeletedPropertyIDs', {}, 'fr').catch((error: CrmError) => error.kind)).toBe('http')
    // Another customer is up meanwhile.
    expect(await client('test-stand-in-up').value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([])
    await control(customer, 'faults', 'POST', {})
    expect(await crm.value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([])
  })

  it('never answers a method told to time out', async () => {
    const customer = 'test-stand-in-timeout'
    await control(customer, 'faults', 'POST', { timeoutMethods: ['GetPropertyList'] })
    expect(await failure(client(customer, { timeoutMs: 200 }).value('GetPropertyList', {}, 'fr'))).toBe('timeout')
    expect(await client(customer, { timeoutMs: 200 }).value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([])
  })

  it('answers garbage and internal errors for the methods told to', async () => {
    const customer = 'test-stand-in-garbage'
    const crm = client(customer)
    await control(customer, 'faults', 'POST', { garbageMethods: ['GetPropertyList'], errorMethods: ['ContactOnMe'] })
    expect(await failure(crm.value('GetPropertyList', {}, 'fr'))).toBe('garbage')
    const error = await crm.value('ContactOnMe', {}, 'fr').catch((reason: CrmError) => reason)
    expect(error).toMatchObject({ kind: 'refused', message: expect.stringContaining('Internal error') })
    expect(await control(customer, 'received', 'GET')).toEqual([])
  })

  it('fails the same share of calls, the same ones, for the same seed', async () => {
    async function outcomes(customer: string): Promise<string> {
      await control(customer, 'faults', 'POST', { failRate: 0.3, seed: 7 })
      const crm = client(customer)
      let marks = ''
      for (let call = 0; call < 60; call++)
        marks += await crm.value('GetDeletedPropertyIDs', {}, 'fr').then(
          () => '.',
          (error: CrmError) => (error.kind === 'http' ? 'x' : '?'),
        )
      return marks
    }
    const first = await outcomes('test-stand-in-fail-rate')
    expect(first).not.toContain('?')
    expect(first.split('x').length - 1).toBeGreaterThan(8)
    expect(first.split('x').length - 1).toBeLessThan(30)
    expect(await outcomes('test-stand-in-fail-rate-again')).toBe(first)
  })

  it('answers a reset customer with the demo CRM afresh', async () => {
    const customer = 'test-stand-in-reset'
    await control(customer, `properties/${propertyIds[0]}`, 'DELETE')
    await control(customer, 'faults', 'POST', { down: true })
    await control(customer, 'reset')
    const crm = client(customer)
    expect(await crm.value('GetDeletedPropertyIDs', {}, 'fr')).toEqual([])
    expect((await crm.page('GetPropertyList', {}, 'fr', 0)).rowsCount).toBe(propertyIds.length)
  })
})

describe('added methods', () => {
  it('answers them with their value, or refuses with the message they throw', async () => {
    const crm = client('test-stand-in-extra')
    expect(await crm.value('GetEcho', { ObjectID: 5 }, 'nl')).toEqual({ args: { ObjectID: 5 }, language: 'nl', at: clock.toISOString() })
    const error = await crm.value('GetRefusal', {}, 'fr').catch((reason: CrmError) => reason)
    expect(error).toMatchObject({ kind: 'refused', message: expect.stringContaining('No such owner') })
  })
})

it('runs under plain Node as npm run crm:stand-in does', async () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, ['scripts/crm-stand-in/main.ts'], {
    cwd: root,
    env: { ...process.env, CRM_STAND_IN_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const found = /http:\/\/localhost:\d+/.exec(output)
        if (found) resolve(found[0])
      })
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.once('exit', () => reject(new Error(`the stand-in stopped: ${output}`)))
    })
    expect((await fetch(`${url}/__control/health`)).status).toBe(200)
    const crm = omnicasaClient({ url: `${url}/1.13/OmnicasaService.svc/`, customerName: 'demo-agency', customerPassword: 'demo-password' })
    expect((await crm.page('GetPropertyList', {}, 'fr', 0, 1)).rowsCount).toBe(propertyIds.length)
  } finally {
    child.kill('SIGTERM')
  }
}, 30_000)
