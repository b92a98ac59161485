import { describe, expect, it } from 'vitest'
import type { AppEnv } from './env.server.ts'
import { doorHandlers, type DoorRuntime } from './http-door.ts'

// The door helper every server route uses (decision 033): what the Worker's route table did for each
// door (decision 010), now around TanStack Start's handlers. HEAD itself is Start's (it runs GET and
// strips the body); e2e/hardening.spec.ts asks the built Worker.

const runtime =
  (env: Partial<AppEnv> = {}): DoorRuntime =>
  () => ({ env: env as AppEnv, ctx: { waitUntil: () => {} }, services: { mailer: { send: async () => {} } } })

function post(path: string, body: string): Request {
  return new Request(`https://agency.test${path}`, { method: 'POST', body })
}

describe('doorHandlers', () => {
  const getOnly = doorHandlers({ GET: () => new Response('ok') }, {}, runtime())
  const refusing = doorHandlers({ POST: () => new Response('no', { status: 403 }) }, {}, runtime())
  const reading = doorHandlers({ POST: async ({ request }) => new Response(await request.text()) }, {}, runtime())

  it('answers another method with 405 and Allow, naming HEAD beside GET', async () => {
    const response = await getOnly.ANY!({ request: new Request('https://agency.test/api/get', { method: 'PUT' }), params: {} })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
    const toPost = await refusing.ANY!({ request: new Request('https://agency.test/api/refuse'), params: {} })
    expect(toPost.status).toBe(405)
    expect(toPost.headers.get('Allow')).toBe('POST')
  })

  it('reads the body of a POST to a GET-only door before its 405', async () => {
    const request = post('/api/get', 'payload')
    const response = await getOnly.ANY!({ request, params: {} })
    expect(response.status).toBe(405)
    expect(request.bodyUsed).toBe(true)
  })

  it('reads the body a refusing handler left unread before answering', async () => {
    const request = post('/api/refuse', 'x'.repeat(10_000))
    const response = await refusing.POST!({ request, params: {} })
    expect(response.status).toBe(403)
    expect(request.bodyUsed).toBe(true)
  })

  it('leaves a body the handler read to the handler', async () => {
    const response = await reading.POST!({ request: post('/api/read', 'hello'), params: {} })
    expect(await response.text()).toBe('hello')
  })

  it('gives the handler the request, its URL, the params and the runtime’s env and services', async () => {
    const door = doorHandlers<{ id: string }>(
      { GET: ({ url, params, env }) => Response.json({ path: url.pathname, id: params.id, flag: env.DEMO_MEDIA }) },
      {},
      runtime({ DEMO_MEDIA: 'true' }),
    )
    const response = await door.GET!({ request: new Request('https://agency.test/api/things/7'), params: { id: '7' } })
    expect(await response.json()).toEqual({ path: '/api/things/7', id: '7', flag: 'true' })
  })

  it('answers 404 to every method while its env flag is off', async () => {
    const options = { when: (env: AppEnv) => env.DEMO_MEDIA === 'true' }
    const off = doorHandlers({ GET: () => new Response('picture') }, options, runtime({}))
    expect((await off.GET!({ request: new Request('https://agency.test/media/demo/1.jpg'), params: {} })).status).toBe(404)
    const request = post('/media/demo/1.jpg', 'payload')
    expect((await off.ANY!({ request, params: {} })).status).toBe(404)
    expect(request.bodyUsed).toBe(true)
    const on = doorHandlers({ GET: () => new Response('picture') }, options, runtime({ DEMO_MEDIA: 'true' }))
    expect(await (await on.GET!({ request: new Request('https://agency.test/media/demo/1.jpg'), params: {} })).text()).toBe('picture')
  })

  it('answers 404 to the trailing-slash form of a door that never had one, and takes both where the door did', async () => {
    expect((await getOnly.GET!({ request: new Request('https://agency.test/api/get/'), params: {} })).status).toBe(404)
    expect((await getOnly.ANY!({ request: post('/api/get/', ''), params: {} })).status).toBe(404)
    const optional = doorHandlers({ GET: () => new Response('ok') }, { trailingSlash: 'optional' }, runtime())
    expect((await optional.GET!({ request: new Request('https://agency.test/property/12/'), params: {} })).status).toBe(200)
    expect((await optional.GET!({ request: new Request('https://agency.test/property/12'), params: {} })).status).toBe(200)
  })
})
