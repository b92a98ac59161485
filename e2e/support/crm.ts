import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'

// The stand-in CRM of the local site (the OMNICASA_URL of .dev.vars) and the operator's sync, for the
// tests that change something in the CRM and look for it on the site (decisions 016 and 017).

export const localVars: Record<string, string> = Object.fromEntries(
  [...readFileSync('.dev.vars', 'utf8').matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
)
export const CRM_URL = localVars.OMNICASA_URL!
export const CRM_CONTROL = new URL('/__control/', CRM_URL)
export const OPERATOR = { Authorization: `Bearer ${localVars.OPERATOR_TOKEN}` }

export type CrmRow = {
  ID: number
  City: string
  Price?: number
  PublishPrice?: boolean
  Marquee?: number
  ProjectID?: number | null
  TypeDescription?: string
}

/** The CRM's properties for sale, as the French list call answers them. */
export async function crmProperties(request: APIRequestContext): Promise<CrmRow[]> {
  const json = JSON.stringify({
    CustomerName: localVars.OMNICASA_CUSTOMER_NAME,
    CustomerPassword: localVars.OMNICASA_CUSTOMER_PASSWORD,
    LanguageId: 2,
    Goal: 0,
  })
  const answer = await (await request.get(`${CRM_URL}GetPropertyListJson?json=${encodeURIComponent(json)}`)).json()
  return answer.GetPropertyListJsonResult.Value.Items
}

/**
 * One sync that starts after this call and ends well, as the operator asks for it. Tests run side by
 * side: while another test's sync runs, ours is skipped (one sync at a time), so it is asked again
 * until a sync that started after our changes has finished.
 */
export async function syncNow(request: APIRequestContext, timeoutMs = 90_000): Promise<void> {
  const asked = new Date().toISOString()
  const lastSync = async (): Promise<string> =>
    (await (await request.get('/api/health', { headers: OPERATOR })).json()).crm?.lastSync?.startedAt ?? ''
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const started = await request.post('/api/sync', { headers: OPERATOR })
    if (started.status() !== 202) throw new Error(`POST /api/sync answered ${started.status()}: ${await started.text()}`)
    for (const waitUntil = Date.now() + 20_000; Date.now() < waitUntil; ) {
      if ((await lastSync()) >= asked) return
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error('no sync started after the changes finished in time')
}
