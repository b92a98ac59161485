import type { TestProject } from 'vitest/node'
import { OWNER_METHODS } from '../scripts/crm-stand-in/owner-methods.ts'
import { startCrmStandIn } from '../scripts/crm-stand-in/server.ts'

// Vitest's global setup: one stand-in CRM for the whole run, on CRM_TEST_PORT (default 8791), which
// the workers project's OMNICASA_URL points at (vitest.config.ts). Each test file asks it as a
// customer of its own (its own copy of the demo CRM), so files running side by side never meet.

export const CRM_TEST_PORT = Number(process.env.CRM_TEST_PORT ?? 8791)

export default async function setup(_project: TestProject): Promise<() => Promise<void>> {
  const standIn = await startCrmStandIn({ port: CRM_TEST_PORT, extraMethods: OWNER_METHODS })
  return () => standIn.close()
}
