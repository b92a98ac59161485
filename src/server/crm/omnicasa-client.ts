import {
  CrmError,
  omnicasaRequestUrl,
  pageLimits,
  parseOmnicasaAnswer,
  parseOmnicasaList,
  type CrmArguments,
  type CrmCredentials,
  type CrmLanguage,
  type CrmList,
} from './omnicasa-protocol.ts'

// The site's one door to the CRM (decision 016): the catalogue sync, the lead outbox and the owners'
// history all call through it. It knows nothing of the records; omnicasa-protocol.ts knows the wire.

/** A call that has not answered after this is cut off and counted as a timeout. */
export const CRM_CALL_TIMEOUT_MS = 15_000
/**
 * A call the CRM did not answer (no connection, HTTP 5xx, a body cut short) is tried again this often,
 * 100 ms, 200 ms, 400 ms… apart: a sync of a thousand calls must not fail on one dropped answer. A
 * timeout is tried once more only (each costs CRM_CALL_TIMEOUT_MS); a refusal is the CRM's answer
 * and is never repeated.
 */
export const CRM_CALL_RETRIES = 5
const RETRY_BASE_MS = 100

export type OmnicasaClient = {
  /** The `Value` of one call, in one language (the CRM's texts come per language). */
  value(method: string, args?: CrmArguments, language?: CrmLanguage): Promise<unknown>
  /** One page (0-based) of a list call. */
  page(method: string, args: CrmArguments, language: CrmLanguage, page: number, size?: number): Promise<CrmList>
  /** Calls made so far (the benchmark counts them). */
  readonly calls: number
}

export type OmnicasaClientOptions = { fetch?: typeof fetch; timeoutMs?: number; retries?: number }

export function omnicasaClient(credentials: CrmCredentials, options: OmnicasaClientOptions = {}): OmnicasaClient {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? CRM_CALL_TIMEOUT_MS
  const retries = options.retries ?? CRM_CALL_RETRIES
  let calls = 0

  async function value(method: string, args: CrmArguments = {}, language: CrmLanguage = 'fr'): Promise<unknown> {
    let timeouts = 0
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once(method, args, language)
      } catch (error) {
        const kind = error instanceof CrmError ? error.kind : 'unreachable'
        if (kind === 'timeout') timeouts += 1
        const again =
          attempt < retries && (kind === 'unreachable' || kind === 'http' || kind === 'garbage' || (kind === 'timeout' && timeouts < 2))
        if (!again || (error instanceof CrmError && error.status !== undefined && error.status < 500)) throw error
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt))
      }
    }
  }

  async function once(method: string, args: CrmArguments, language: CrmLanguage): Promise<unknown> {
    calls += 1
    const url = omnicasaRequestUrl(credentials, method, args, language)
    let response: Response
    let body: string
    try {
      response = await send(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
      body = await response.text()
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      // The URL carries the password: only the method and the error's kind are ever reported.
      throw new CrmError(method, timedOut ? 'timeout' : 'unreachable', timedOut ? `no answer within ${timeoutMs} ms` : 'no connection')
    }
    if (!response.ok) throw new CrmError(method, 'http', `HTTP ${response.status}`, response.status)
    return parseOmnicasaAnswer(method, body)
  }

  return {
    value,
    async page(method, args, language, page, size) {
      return parseOmnicasaList(method, await value(method, { ...args, ...pageLimits(page, size) }, language))
    },
    get calls() {
      return calls
    },
  }
}

/** The CRM's settings from the Worker's env, or null when no OMNICASA_URL is set (imports only). */
export function crmCredentials(env: {
  OMNICASA_URL?: string
  OMNICASA_CUSTOMER_NAME?: string
  OMNICASA_CUSTOMER_PASSWORD?: string
}): CrmCredentials | null {
  const url = env.OMNICASA_URL?.trim()
  if (!url) return null
  return { url, customerName: env.OMNICASA_CUSTOMER_NAME ?? '', customerPassword: env.OMNICASA_CUSTOMER_PASSWORD ?? '' }
}
