import { describe, expect, it } from 'vitest'
import { omnicasaClient } from './omnicasa-client.ts'
import { CrmError } from './omnicasa-protocol.ts'

// The client's retries, against answers given at the network boundary (fetch).

const credentials = { url: 'https://crm.test/1.13/OmnicasaService.svc/', customerName: 'agency', customerPassword: 'secret' }
const ok = (method: string, value: unknown) =>
  new Response(JSON.stringify({ [`${method}JsonResult`]: { Code: 0, Success: true, Message: '', Value: value } }))

function answering(...answers: Array<() => Response | Promise<Response>>) {
  const seen: string[] = []
  const fetcher = (async (input: RequestInfo | URL) => {
    seen.push(String(input))
    const next = answers[Math.min(seen.length - 1, answers.length - 1)]!
    return next()
  }) as typeof fetch
  return { fetcher, seen }
}

describe('Omnicasa client', () => {
  it('tries an unanswered call again and returns the answer that came', async () => {
    const { fetcher, seen } = answering(
      () => new Response('busy', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('<html>gateway</html>'),
      () => ok('GetPropertyList', { Items: [], RowsCount: 0 }),
    )
    const client = omnicasaClient(credentials, { fetch: fetcher })
    expect(await client.value('GetPropertyList', {}, 'nl')).toEqual({ Items: [], RowsCount: 0 })
    expect(seen).toHaveLength(4)
    expect(client.calls).toBe(4)
  })

  it('never repeats a refusal, nor an HTTP 4xx', async () => {
    const refused = answering(
      () => new Response(JSON.stringify({ ContactOnMeJsonResult: { Code: 3, Success: false, Message: 'Invalid customer', Value: null } })),
    )
    await expect(omnicasaClient(credentials, { fetch: refused.fetcher }).value('ContactOnMe')).rejects.toMatchObject({ kind: 'refused' })
    expect(refused.seen).toHaveLength(1)
    const missing = answering(() => new Response('no such method', { status: 404 }))
    await expect(omnicasaClient(credentials, { fetch: missing.fetcher }).value('Nope')).rejects.toMatchObject({ kind: 'http', status: 404 })
    expect(missing.seen).toHaveLength(1)
  })

  it('gives up after its retries with the last error, which never carries the password', async () => {
    const { fetcher, seen } = answering(() => new Response('down', { status: 503 }))
    const error = await omnicasaClient(credentials, { fetch: fetcher, retries: 2 })
      .value('GetProjectList')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CrmError)
    expect(seen).toHaveLength(3)
    expect(String((error as Error).message)).not.toContain('secret')
  })

  it('tries a timed-out call once more only', async () => {
    const { fetcher, seen } = answering(() => new Promise<Response>(() => {}))
    const hanging = (async (input: RequestInfo | URL, init?: RequestInit) => {
      void fetcher(input, init)
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    }) as typeof fetch
    await expect(omnicasaClient(credentials, { fetch: hanging, timeoutMs: 20 }).value('GetPropertyPictureList')).rejects.toMatchObject({
      kind: 'timeout',
    })
    expect(seen).toHaveLength(2)
  })
})
