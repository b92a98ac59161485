import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { crmDateTime, parseCrmDate } from '../../src/server/crm/omnicasa-protocol.ts'
import {
  BROKER_RELATION_TYPE,
  brokerFromCrm,
  calendarFromCrm,
  communicationsFromCrm,
  mediaFromCrm,
  portalVisitsFromCrm,
} from '../../src/features/crm-sync/owner-crm-rows.ts'
import { DEMO_OWNERS, demoOwnerPortal } from '../demo-data/owner-portal.ts'
import { DEMO_PORTAL_DAYS, DEMO_PORTALS, OWNER_METHODS } from './owner-methods.ts'

// The stand-in CRM's owner history (decision 016): the demo owners' data in the CRM's row shapes, which
// the site's mapping reads back whole, with the arguments filtering and paging as the CRM does.

const now = new Date('2026-11-26T10:00:00Z')
const [marie] = DEMO_OWNERS
const propertyId = marie!.propertyIds[0]!
const call = (method: string, args: Record<string, unknown>, language: 'nl' | 'fr' | 'en' = 'fr') =>
  OWNER_METHODS[method]!({ args, language, now }) as { Items: unknown[]; RowsCount: number }

describe('GetCalendarHistories', () => {
  const all = demoOwnerPortal(now).calendar.filter((row) => row.propertyId === propertyId)

  it('answers the demo calendar of the property, every row valid for the site', () => {
    const answer = call('GetCalendarHistories', { ObjectID: propertyId })
    expect(answer.RowsCount).toBe(all.length)
    const mapped = calendarFromCrm(answer.Items)
    expect(mapped.skipped).toBe(0)
    expect(mapped.rows.map((row) => [row.startsAt, row.type, row.status, row.subject])).toEqual(
      all.map((row) => [row.startsAt, row.type, row.status, row.subject]),
    )
  })

  it('keeps only the rows between FromDate and ToDate', () => {
    const from = new Date(now.getTime() - 20 * 86_400_000)
    const answer = call('GetCalendarHistories', { ObjectID: propertyId, FromDate: crmDateTime(from), ToDate: crmDateTime(now) })
    const expected = all.filter((row) => row.startsAt >= from.toISOString() && row.startsAt <= now.toISOString())
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(all.length)
    expect(answer.RowsCount).toBe(expected.length)
    expect(answer.Items.map((row) => parseCrmDate((row as { StartDate: string }).StartDate))).toEqual(expected.map((row) => row.startsAt))
  })

  it('pages with Limit1 and Limit2 (1-based, inclusive), RowsCount counting every page', () => {
    const first = call('GetCalendarHistories', { ObjectID: propertyId, Limit1: 1, Limit2: 3 })
    const second = call('GetCalendarHistories', { ObjectID: propertyId, Limit1: 4, Limit2: 6 })
    const whole = call('GetCalendarHistories', { ObjectID: propertyId })
    expect(first.Items).toEqual(whole.Items.slice(0, 3))
    expect(second.Items).toEqual(whole.Items.slice(3, 6))
    expect(first.RowsCount).toBe(whole.RowsCount)
    expect(call('GetCalendarHistories', { ObjectID: propertyId, Limit1: 1000, Limit2: 1099 }).Items).toEqual([])
  })

  it('has nothing for a property no demo owner has, and refuses a call without ObjectID', () => {
    expect(call('GetCalendarHistories', { ObjectID: 1 })).toEqual({ Items: [], RowsCount: 0 })
    expect(() => call('GetCalendarHistories', {})).toThrow(/ObjectID/)
  })
})

describe('the other owner methods', () => {
  it('answer the property communications and media online, each row valid for the site', () => {
    const demo = demoOwnerPortal(now)
    const communications = communicationsFromCrm(call('GetAutomaticHistories', { ObjectID: propertyId }).Items)
    expect(communications.skipped).toBe(0)
    expect(communications.rows).toEqual(
      demo.communications.filter((row) => row.propertyId === propertyId).map(({ propertyId: _, ...row }) => row),
    )
    const media = mediaFromCrm(call('GetMediaOnlineHistories', { ObjectID: propertyId }).Items)
    expect(media.rows).toEqual(demo.media.filter((row) => row.propertyId === propertyId).map(({ propertyId: _, ...row }) => row))
  })

  it('name the broker among the relations, with the job title in the language asked', () => {
    const nl = brokerFromCrm(call('GetRelationList', { ObjectID: propertyId }, 'nl').Items).broker
    const fr = brokerFromCrm(call('GetRelationList', { ObjectID: propertyId }, 'fr').Items).broker
    expect(nl?.id).toBe(demoOwnerPortal(now).brokerOf.get(propertyId))
    expect(nl?.id).toBe(fr?.id)
    expect(nl?.role).not.toBe(fr?.role)
    expect(
      call('GetRelationList', { ObjectID: propertyId }).Items.filter(
        (row) => (row as { RelationTypeID: number }).RelationTypeID === BROKER_RELATION_TYPE,
      ),
    ).toHaveLength(1)
  })

  it('count visits per portal and day for 90 days up to yesterday, the same on every call', () => {
    const answer = call('GetVisitStatisticOfProperty', { ID: propertyId })
    const visits = portalVisitsFromCrm(answer.Items)
    expect(visits.skipped).toBe(0)
    expect(new Set(visits.rows.map((row) => row.portal))).toEqual(new Set(DEMO_PORTALS.map((portal) => portal.name)))
    const days = visits.rows.map((row) => row.day).sort()
    expect(days[0]).toBe('2026-08-28')
    expect(days.at(-1)).toBe('2026-11-25')
    expect(new Set(days).size).toBe(DEMO_PORTAL_DAYS)
    expect(call('GetVisitStatisticOfProperty', { ID: propertyId })).toEqual(answer)
    expect(call('GetVisitStatisticOfProperty', { ID: 1 }).Items).toEqual([])
  })
})

it('loads under plain Node, as the stand-in server runs', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', `await import('./scripts/crm-stand-in/owner-methods.ts')`], {
    cwd: root,
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
}, 30_000)
