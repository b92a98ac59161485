// The CRM a local command talks to: the address and account in .dev.vars (the stand-in CRM by
// default). When that address is this machine's and nothing at all answers there, a stand-in is
// started for the command's duration, so `npm run db:setup` and `npm run sync` work on their own too.
// Whatever answers there (a tunnel to the agency's real CRM looks the same) is used as it is (decision 030).
import { existsSync, readFileSync } from 'node:fs'
import { crmCredentials } from '../../src/server/crm/omnicasa-client.ts'
import type { CrmCredentials } from '../../src/server/crm/omnicasa-protocol.ts'
import type { SyncOutcome } from '../../src/features/crm-sync/crm-sync.server.ts'
import { OWNER_METHODS } from '../crm-stand-in/owner-methods.ts'
import { startCrmStandIn } from '../crm-stand-in/server.ts'

/** The local Worker's settings (.dev.vars), as the Worker reads them. */
export function devVars(file = '.dev.vars'): Record<string, string> {
  if (!existsSync(file)) return {}
  return Object.fromEntries(
    [...readFileSync(file, 'utf8').matchAll(/^([A-Z0-9_]+)\s*=\s*(.*)$/gm)].map((match) => [
      match[1]!,
      match[2]!.trim().replace(/^"(.*)"$/, '$1'),
    ]),
  )
}

/** Whether the stand-in CRM at this address answers its health check. */
export async function standInAnswers(crmUrl: URL, timeoutMs = 2_000): Promise<boolean> {
  try {
    return (await fetch(new URL('/__control/health', crmUrl), { signal: AbortSignal.timeout(timeoutMs) })).ok
  } catch {
    return false
  }
}

/**
 * Whether anything answers HTTP at the CRM's address: any status counts (a real CRM or a tunnel to one
 * need not know the stand-in's health path); only a refused connection or silence means nobody is there.
 */
export async function somethingAnswers(crmUrl: URL, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(crmUrl, { signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    return true
  } catch {
    return false
  }
}

/** The CRM's address when it is this machine's (a stand-in we may start), else null. */
export function localCrmUrl(credentials: CrmCredentials | null): URL | null {
  const url = credentials ? new URL(credentials.url) : null
  return url && ['localhost', '127.0.0.1'].includes(url.hostname) ? url : null
}

/** Runs `work` with the CRM of .dev.vars reachable, or with null when .dev.vars names no CRM. */
export async function withLocalCrm<T>(work: (credentials: CrmCredentials | null) => Promise<T>): Promise<T> {
  const credentials = crmCredentials(devVars())
  if (!credentials) return work(null)
  const url = localCrmUrl(credentials)
  if (!url || (await somethingAnswers(url))) return work(credentials)
  const standIn = await startCrmStandIn({ port: Number(url.port || 80), extraMethods: OWNER_METHODS })
  try {
    return await work(credentials)
  } finally {
    await standIn.close()
  }
}

/** What a sync did, in the lines an operator reads in the terminal. */
export function describeSync(outcome: SyncOutcome, calls: number, milliseconds: number): string {
  const seconds = (milliseconds / 1000).toFixed(1)
  if (outcome.status === 'skipped') return `CRM sync skipped: ${outcome.reason}`
  if (outcome.status === 'failed') return `CRM sync failed after ${seconds} s (nothing visitors see changed): ${outcome.error}`
  const r = outcome.report
  return [
    `CRM sync (${r.mode}) in ${seconds} s, ${calls} calls: read ${r.read.properties} property and ${r.read.projects} project records; ` +
      `wrote ${r.written.properties} properties and ${r.written.projects} projects, ${r.unchanged} unchanged, withdrew ${r.withdrawn.properties + r.withdrawn.projects}.`,
    ...(r.documents
      ? [
          `documents' files copied into R2: ${r.documents.copied}${r.documents.failed > 0 ? `, ${r.documents.failed} failed (tried again next sync): ${r.documents.lastError}` : ''}.`,
        ]
      : []),
    ...r.withdrawalSkipped.map((reason) => `nothing withdrawn: ${reason}`),
    ...r.rejected.map((rejected) => `rejected ${rejected.kind} ID ${rejected.id ?? '(none readable)'}: ${rejected.reason}`),
  ].join('\n')
}
