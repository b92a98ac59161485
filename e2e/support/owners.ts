import { randomUUID } from 'node:crypto'
import { test as base } from '@playwright/test'
import { openDatabase } from '../../scripts/development/d1-access.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { hashPassword } from '../../src/server/password-hash.ts'

// Owners of one test only (decision 010 "Tests that stand alone"): each test makes the owners it
// needs in the local database, linked to demo properties, and removes them afterwards. No two tests
// share an account, so logging one out (which ends all its sessions) never touches another test, and
// the owner tests run in parallel workers.

export type TestOwner = { id: number; email: string; password: string; firstName: string; lastName: string; language: Locale }
type OwnerWish = { language: TestOwner['language']; firstName: string; lastName: string; properties: number[] }

type Fixtures = {
  createOwner: (wish: OwnerWish) => Promise<TestOwner>
  /** an owner the test makes another way (the operator's command): removed by address when the test ends */
  removeOwnerAfter: (email: string) => void
}
type WorkerFixtures = { database: D1Database }

export const test = base.extend<Fixtures, WorkerFixtures>({
  database: [
    async ({}, use) => {
      const { db, close } = await openDatabase(false)
      await use(db)
      await close()
    },
    { scope: 'worker' },
  ],
  createOwner: async ({ database }, use) => {
    const made: number[] = []
    await use(async (wish) => {
      const email = `owner-${randomUUID()}@example.test`
      const password = `pw-${randomUUID()}`
      const row = await database
        .prepare('INSERT INTO owners (email, first_name, last_name, language, password_hash) VALUES (?, ?, ?, ?, ?) RETURNING id')
        .bind(email, wish.firstName, wish.lastName, wish.language, await hashPassword(password))
        .first<{ id: number }>()
      const id = row!.id
      made.push(id)
      await database.batch(
        wish.properties.map((property) =>
          database.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(id, property),
        ),
      )
      return { id, email, password, firstName: wish.firstName, lastName: wish.lastName, language: wish.language }
    })
    // Links, reset tokens and the session version go with the owner (ON DELETE CASCADE).
    for (const id of made) await database.prepare('DELETE FROM owners WHERE id = ?').bind(id).run()
  },
  removeOwnerAfter: async ({ database }, use) => {
    const addresses: string[] = []
    await use((email) => void addresses.push(email.toLowerCase()))
    for (const email of addresses) await database.prepare('DELETE FROM owners WHERE email = ?').bind(email).run()
  },
})

export { expect } from '@playwright/test'
