import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { listOwners, unlinkProperties, upsertOwner } from './owner-accounts.server.ts'

// `npm run owner` (decision 008: an operator command creates or invites an owner), on D1 with the real migrations.

const DB = (env as unknown as { DB: D1Database }).DB

beforeEach(async () => {
  await DB.batch([DB.prepare('DELETE FROM owner_properties'), DB.prepare('DELETE FROM owners'), DB.prepare('DELETE FROM properties')])
  await DB.batch([
    DB.prepare(`INSERT INTO properties (id, goal, city, city_key, zip, language) VALUES (901, 0, 'Wavre', 'wavre', '1300', 'fr')`),
    DB.prepare(`INSERT INTO properties (id, goal, city, city_key, zip, language) VALUES (902, 1, 'Wavre', 'wavre', '1300', 'fr')`),
  ])
})

describe('owner accounts for the operator', () => {
  it('creates an invited owner without a password and links only existing properties', async () => {
    const result = await upsertOwner(DB, {
      email: ' Anne.Martin@Example.BE ',
      firstName: 'Anne',
      lastName: 'Martin',
      language: 'nl',
      propertyIds: [901, 999],
    })
    expect(result).toMatchObject({ created: true, linked: [901], unknownProperties: [999] })
    expect(await listOwners(DB)).toEqual([
      { email: 'anne.martin@example.be', name: 'Anne Martin', language: 'nl', hasPassword: false, properties: '901' },
    ])
  })

  it('updates an existing owner in place, adds properties once, and unlinks them', async () => {
    await upsertOwner(DB, { email: 'anne@example.be', firstName: 'Anne', lastName: '', language: 'fr', propertyIds: [901] })
    const again = await upsertOwner(DB, {
      email: 'ANNE@example.be',
      firstName: 'Anne',
      lastName: 'Martin',
      language: 'fr',
      propertyIds: [901, 902],
    })
    expect(again).toMatchObject({ created: false, linked: [901, 902] })
    expect((await listOwners(DB))[0]).toMatchObject({ name: 'Anne Martin', properties: '901 902' })
    expect(await unlinkProperties(DB, 'anne@example.be', [901])).toBe(1)
    expect((await listOwners(DB))[0]!.properties).toBe('902')
  })

  it('refuses something that is not an address', async () => {
    await expect(
      upsertOwner(DB, { email: 'not-an-address', firstName: '', lastName: '', language: 'fr', propertyIds: [] }),
    ).rejects.toThrow('not an e-mail address')
  })
})
