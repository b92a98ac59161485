import { siteConfig } from '#/config/site-config.ts'
import { agencyLanguage } from '#/config/site-config-schema.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { propertyTypeNames } from '#/listings/listing-queries.server.ts'
import { CrmError } from '#/server/crm/omnicasa-protocol.ts'
import { crmCredentials, omnicasaClient, type OmnicasaClient } from '#/server/crm/omnicasa-client.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { nextAttemptAt } from './lead-outbox.server.ts'
import { runOutbox } from '#/server/outbox.server.ts'
import { crmCallFor, crmIdOf, demandRegisterCall, unsubscribeDemandCall, type CrmLeadCall } from './lead-crm-calls.ts'
import type { SummaryContext } from './lead-summary.ts'
import { LEAD_CRM_OUTBOX, crmDelivery, findLead, type DueCrmDelivery, type StoredLead } from './lead-store.server.ts'
import { findAlertOfLead } from './search-alerts.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The outbox of leads into the CRM (decision 016), on the outbox kernel (src/server/outbox.server.ts),
// beside the mails' and independent of them: a lead is
// stored and mailed whatever the CRM does. The request that stored the lead tries its delivery at
// once (ctx.waitUntil, after its mails); the cron trigger tries what is due again with the mails'
// retry delays, then every four hours for a week (a CRM down over a weekend still gets its leads),
// and gives up only then (the agency still has the lead's mail, and the health figures show it).
// At least once: a delivery is claimed before the call, so two runs never send it together, and
// marked delivered only after the CRM answered success. A call that reached the CRM but whose answer
// was lost is sent again; CustomStr1 (our lead id) lets the agency see it is the same lead.

export type CrmOutboxRun = { delivered: number; retrying: number; failed: number }

/**
 * Calls in a row the CRM itself did not answer (down, slow, a server error) after which a run stops:
 * the rest would fail alike, and they wait for the next run without spending one of their attempts.
 * One is not enough: a CRM that fails a share of its calls still takes the others.
 */
const FAILURES_UNTIL_DOWN = 3

function crmDidNotAnswer(error: unknown): boolean {
  return error instanceof CrmError && (error.kind === 'unreachable' || error.kind === 'timeout' || error.kind === 'http')
}

/**
 * Tries of one delivery before it is given up: the mails' schedule (1, 5, 15, 60, 240 minutes), then
 * every 240 minutes, about a week in all. A lead must reach the CRM when it is back (decision 016).
 */
export const MAX_CRM_ATTEMPTS = 48
const LATE_RETRY_MINUTES = 240

/** When to try a delivery again after `attempts` failed tries, or null when it is given up. */
export function crmRetryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_CRM_ATTEMPTS) return null
  return nextAttemptAt(attempts, now) ?? new Date(now.getTime() + LATE_RETRY_MINUTES * 60_000)
}

/** What a failed try records: the CRM's error as CrmError words it (never the URL: it holds the password). */
function failureText(error: unknown): string {
  if (error instanceof CrmError) return error.message
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

export async function deliverDueCrmLeads(
  db: D1Queryable,
  client: OmnicasaClient,
  options: { now?: Date; leadId?: string } = {},
): Promise<CrmOutboxRun> {
  const now = options.now ?? new Date()
  // Subject and Content are written for the agency's staff, in the language they read their leads in.
  let context: Promise<SummaryContext> | undefined
  const agencyContext = () =>
    (context ??= (async () => {
      const locale = agencyLanguage(siteConfig())
      const [i18n, names] = await Promise.all([i18nFor(locale), propertyTypeNames(db, locale)])
      return { i18n, typeName: (id: number) => names.get(id) }
    })())

  let unanswered = 0
  let lastRefusal: string | null = null
  const counts = await runOutbox(
    db,
    LEAD_CRM_OUTBOX,
    {
      deliver: async (delivery) => ({ status: 'delivered', columns: { crm_id: await deliverOne(db, client, delivery, agencyContext) } }),
      // A lead that cannot be sent (gone, or of a form no longer sent) never will be: failed at once.
      retryAt: (attempts, at, error) => (error instanceof Unsendable ? null : crmRetryAt(attempts, at)),
      errorText: failureText,
      stopsRun: (error) => {
        // The same refusal for lead after lead is the account's (a changed password), not the lead's:
        // like a CRM that does not answer, the run stops rather than spend every lead's tries.
        const refusal = error instanceof CrmError && error.kind === 'refused' ? error.message : null
        if (refusal !== null) unanswered = refusal === lastRefusal ? unanswered + 1 : 1
        else unanswered = crmDidNotAnswer(error) ? unanswered + 1 : 0
        lastRefusal = refusal
        return unanswered >= FAILURES_UNTIL_DOWN
      },
      delivered: () => {
        unanswered = 0
        lastRefusal = null
      },
    },
    { now, only: options.leadId },
  )
  return { delivered: counts.done.delivered ?? 0, retrying: counts.retrying, failed: counts.failed }
}

class Unsendable extends Error {
  override name = 'Unsendable'
}

/** One lead into the CRM: the CRM's id of it, when it names one. */
async function deliverOne(
  db: D1Queryable,
  client: OmnicasaClient,
  delivery: DueCrmDelivery,
  agencyContext: () => Promise<SummaryContext>,
): Promise<string | null> {
  const lead = await findLead(db, delivery.leadId)
  if (!lead) throw new Unsendable('lead not found')
  const call = await callOf(db, delivery, lead, agencyContext)
  return crmIdOf(await client.value(call.method, call.args, call.language))
}

/** The call a delivery makes: the lead's own, or one of its search alert's (decision 017). */
async function callOf(
  db: D1Queryable,
  delivery: DueCrmDelivery,
  lead: StoredLead,
  agencyContext: () => Promise<SummaryContext>,
): Promise<CrmLeadCall> {
  if (delivery.method === 'DemandRegister') {
    const alert = await findAlertOfLead(db, lead.id)
    // Left (or deleted) before the CRM heard of it: there is nothing to register any more.
    if (!alert || alert.status !== 'active' || alert.confirmedAt === null) throw new Unsendable('search alert no longer active')
    return demandRegisterCall(lead, alert)
  }
  if (delivery.method === 'UnsubscribeDemandPerson') {
    const registered = await crmDelivery(db, lead.id, 'DemandRegister')
    // Still on its way: leaving waits for the CRM's id of the demand, a later run sends it.
    if (registered && (registered.status === 'pending' || registered.status === 'sending'))
      throw new Error('the demand is not registered in the CRM yet')
    if (registered?.status !== 'delivered' || !registered.crmId) throw new Unsendable('the demand never reached the CRM')
    return unsubscribeDemandCall(lead, registered.crmId)
  }
  const call = crmCallFor(lead, await agencyContext())
  if (!call) throw new Unsendable(`form ${lead.form} is not sent to the CRM`)
  return call
}

/** The cron trigger's and the request's run against the configured CRM; nothing when none is configured. */
export async function deliverDueCrmLeadsOf(
  env: Pick<AppEnv, 'DB' | 'OMNICASA_URL' | 'OMNICASA_CUSTOMER_NAME' | 'OMNICASA_CUSTOMER_PASSWORD'>,
  options: { now?: Date; leadId?: string } = {},
): Promise<CrmOutboxRun | null> {
  const credentials = crmCredentials(env)
  // The outbox is the retry (1, 5, 15… minutes): a call is tried once per run.
  return credentials ? deliverDueCrmLeads(env.DB, omnicasaClient(credentials, { retries: 0 }), options) : null
}
