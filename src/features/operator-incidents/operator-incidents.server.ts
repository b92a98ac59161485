import { siteConfig } from '#/config/site-config.ts'
import { agencyLanguage } from '#/config/site-config-schema.ts'
import {
  combinedReading,
  INCIDENT_KINDS,
  undeliveredCutoff,
  undeliveredReading,
  type IncidentKind,
  type TroubleProbe,
} from '#/domain/operator-incidents.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { siteOrigin } from '#/server/mail-origin.ts'
import { waitingAccountMails } from '#/server/account-mail-outbox.server.ts'
import { failingSyncTrouble } from '#/features/crm-sync/index.server.ts'
import { undeliveredCrmLeadTrouble, undeliveredMailTrouble } from '#/features/leads/index.server.ts'
import { droppedAlertTrouble } from '#/features/alert-mails/index.server.ts'
import {
  claimIncidentMail,
  incidentsWithDueMail,
  markIncidentMailFailed,
  markIncidentMailSent,
  openIncident,
  openIncidents,
  resolveIncident,
  updateIncidentDetail,
  type Incident,
} from './incident-store.server.ts'
import { operatorIncidentMail, type OperatorAddress } from './operator-incident-mail.ts'

// Decision 029, an operator who hears of trouble: every cron run reads what each capability sees,
// opens an incident for new trouble and resolves the open one whose trouble is gone, then sends the
// operator's mails that are due: one when an incident opens, one when it resolves, never again. A
// mail that fails is tried again at the next run, until it goes.

/** Mails undelivered past the hour: the leads' mails and the account mails (staff invitations, owners' password links) alike. */
const undeliveredAnyMailTrouble: TroubleProbe = async (db, now) =>
  combinedReading(await undeliveredMailTrouble(db, now), undeliveredReading(await waitingAccountMails(db, undeliveredCutoff(now)), now))

/** Each kind of incident and the capability's look at its own tables that tells it. */
export const INCIDENT_PROBES: Record<IncidentKind, TroubleProbe> = {
  'crm-sync-failing': failingSyncTrouble,
  'mails-undelivered': undeliveredAnyMailTrouble,
  'crm-deliveries-undelivered': undeliveredCrmLeadTrouble,
  'alert-mails-dropped': droppedAlertTrouble,
}

/** A send cut off with its worker leaves the mail taken this long; then another run sends it. */
const MAIL_CLAIM_MINUTES = 10
/** A failed operator mail is tried again at the next cron run (every five minutes, wrangler.toml). */
const MAIL_RETRY_MINUTES = 5

/** The operator, from app.config.ts `operator.email`, in the agency's mail language; none when unset. */
export function configuredOperator(): OperatorAddress | null {
  const email = siteConfig().operator?.email
  return email ? { email, language: agencyLanguage(siteConfig()) } : null
}

export type IncidentCheck = { opened: IncidentKind[]; resolved: IncidentKind[]; mailed: number; mailFailures: number }

export type IncidentCheckOptions = {
  now: Date
  /** whom to mail; without one, incidents are recorded and nobody is mailed */
  operator?: OperatorAddress | null
  probes?: Record<IncidentKind, TroubleProbe>
  /** where the mails' links point (siteUrl) */
  origin?: string
}

/** The cron trigger's incident check: open, resolve, then mail what is due. */
export async function checkOperatorIncidents(db: D1Queryable, mailer: Mailer, options: IncidentCheckOptions): Promise<IncidentCheck> {
  const { now } = options
  const operator = options.operator === undefined ? configuredOperator() : options.operator
  const probes = options.probes ?? INCIDENT_PROBES
  const check: IncidentCheck = { opened: [], resolved: [], mailed: 0, mailFailures: 0 }
  const open = new Map((await openIncidents(db)).map((incident) => [incident.kind, incident]))
  for (const kind of INCIDENT_KINDS) {
    let reading
    try {
      reading = await probes[kind](db, now)
    } catch (error) {
      // One capability's tables failing to answer must not keep the others' incidents from the operator.
      console.error(`incident check: ${kind} could not be read`, error)
      continue
    }
    const current = open.get(kind)
    if (reading.state === 'trouble') {
      if (current) await updateIncidentDetail(db, current.id, reading.detail)
      else if (await openIncident(db, { kind, since: reading.since, detail: reading.detail, now, mailed: operator !== null }))
        check.opened.push(kind)
    } else if (reading.state === 'fine' && current) {
      await resolveIncident(db, current.id, now, operator !== null)
      check.resolved.push(kind)
    }
  }
  if (operator) await sendDueOperatorMails(db, mailer, operator, now, options.origin ?? siteOrigin(), check)
  return check
}

async function sendDueOperatorMails(
  db: D1Queryable,
  mailer: Mailer,
  operator: OperatorAddress,
  now: Date,
  origin: string,
  check: IncidentCheck,
): Promise<void> {
  const due = await incidentsWithDueMail(db, now)
  if (due.length === 0) return
  const i18n = await i18nFor(operator.language)
  for (const incident of due) {
    if (!(await claimIncidentMail(db, incident.id, now, new Date(now.getTime() + MAIL_CLAIM_MINUTES * 60_000)))) continue
    // The opening mail first: a resolved one never arrives about an incident the operator was not told of.
    const order: Array<'opened' | 'resolved'> = [
      ...(incident.openedMail === 'pending' ? (['opened'] as const) : []),
      ...(incident.resolvedMail === 'pending' ? (['resolved'] as const) : []),
    ]
    for (const which of order) {
      try {
        await mailer.send(operatorIncidentMail(incident, which, operator, i18n, origin))
      } catch (error) {
        await markIncidentMailFailed(
          db,
          incident.id,
          error instanceof Error ? error.message : String(error),
          new Date(now.getTime() + MAIL_RETRY_MINUTES * 60_000),
        )
        check.mailFailures += 1
        break
      }
      // Outside the try: a mail that went is never put back to be sent again.
      await markIncidentMailSent(db, incident.id, which, now)
      check.mailed += 1
    }
  }
}

/** What /api/health shows the operator (with the token): the incidents open now. */
export async function openIncidentsGauge(db: D1Queryable): Promise<Array<Pick<Incident, 'kind' | 'since' | 'openedAt' | 'detail'>>> {
  return (await openIncidents(db)).map(({ kind, since, openedAt, detail }) => ({ kind, since, openedAt, detail }))
}
