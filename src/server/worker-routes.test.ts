import { describe, expect, it } from 'vitest'
import type { AppEnv } from './env.server.ts'
import { routeRequest, type WorkerRoute } from './worker-routes.ts'

const services = { mailer: { send: async () => {} } }

function post(path: string, body: string): Request {
  return new Request(`https://agency.test${path}`, { method: 'POST', body })
}

async function route(routes: WorkerRoute[], request: Request) {
  return routeRequest(routes, { request, env: {} as AppEnv, ctx: {} as ExecutionContext, url: new URL(request.url), services })
}

describe('routeRequest', () => {
  const refusing: WorkerRoute = { path: '/api/refuse', methods: ['POST'], handle: () => new Response('no', { status: 403 }) }
  const reading: WorkerRoute = { path: '/api/read', methods: ['POST'], handle: async ({ request }) => new Response(await request.text()) }
  const getOnly: WorkerRoute = { path: '/api/get', methods: ['GET'], handle: () => new Response('ok') }

  it('reads the body a refusing handler left unread before answering', async () => {
    const request = post('/api/refuse', 'x'.repeat(10_000))
    const response = await route([refusing], request)
    expect(response?.status).toBe(403)
    expect(request.bodyUsed).toBe(true)
  })

  it('reads the body of a POST to a GET-only route before its 405', async () => {
    const request = post('/api/get', 'payload')
    const response = await route([getOnly], request)
    expect(response?.status).toBe(405)
    expect(response?.headers.get('Allow')).toBe('GET, HEAD')
    expect(request.bodyUsed).toBe(true)
  })

  it('leaves a body the handler read to the handler', async () => {
    const response = await route([reading], post('/api/read', 'hello'))
    expect(await response?.text()).toBe('hello')
  })

  it('answers nothing for a path no route claims, and leaves its body alone', async () => {
    const request = post('/elsewhere', 'payload')
    expect(await route([refusing, getOnly], request)).toBeUndefined()
    expect(request.bodyUsed).toBe(false)
  })
})
