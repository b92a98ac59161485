import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

// `npm start` always serves (decision 030): the README's `npm start` on a machine whose CRM is down. The
// CRM of .dev.vars is a local address where something answers, but only 503 (a CRM behind its front
// door, or a tunnel to one that is down): the start must use it (not start its stand-in there), print
// why the first sync failed, seed the demo data without the CRM and serve; the operator's health answer
// names the failed sync. It runs in a copy of the project with a database of its own, on npm test's build.

const ROOT = resolve(import.meta.dirname, '..')
const OPERATOR_TOKEN = 'start-without-crm-operator-token-0123456789'

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => done(port))
    })
  })
}

/** A project beside the real one: its own .dev.vars, database and copy of the build, the rest shared. */
function projectCopy(devVars: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'start-without-crm-'))
  for (const name of readdirSync(ROOT)) {
    if (['.dev.vars', '.wrangler', 'dist', 'src', '.git', 'reports', 'test-results', '.tools'].includes(name)) continue
    symlinkSync(join(ROOT, name), join(dir, name))
  }
  // Vite's start writes the route tree again: the copy's own, never the project's file.
  mkdirSync(join(dir, 'src'))
  for (const name of readdirSync(join(ROOT, 'src'))) {
    if (name === 'routeTree.gen.ts') cpSync(join(ROOT, 'src', name), join(dir, 'src', name))
    else symlinkSync(join(ROOT, 'src', name), join(dir, 'src', name))
  }
  // The build is dist/ and the pointer to its Worker config that `vite preview` reads.
  cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true })
  cpSync(join(ROOT, '.wrangler/deploy'), join(dir, '.wrangler/deploy'), { recursive: true })
  writeFileSync(join(dir, '.dev.vars'), devVars)
  return dir
}

let crm: Server
let crmCalls = 0
let start: ChildProcess | undefined
let output = ''
let project = ''

test.afterAll(async () => {
  // npm start's children (the database setup, the preview server) are in its process group.
  if (start?.pid && start.exitCode === null) process.kill(-start.pid, 'SIGTERM')
  await new Promise((done) => setTimeout(done, 500))
  crm?.close()
  if (project) rmSync(project, { recursive: true, force: true })
})

test('npm start with the CRM down serves the demo site and the health answer names the failed sync', async ({ request }) => {
  test.setTimeout(240_000)
  crm = createServer((_request, response) => {
    crmCalls++
    response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service unavailable')
  })
  await new Promise<void>((done) => crm.listen(0, '127.0.0.1', done))
  const crmPort = (crm.address() as AddressInfo).port
  const sitePort = await freePort()
  project = projectCopy(
    [
      `OMNICASA_URL=http://localhost:${crmPort}/1.13/OmnicasaService.svc/`,
      'OMNICASA_CUSTOMER_NAME=demo-agency',
      'OMNICASA_CUSTOMER_PASSWORD=demo-password',
      `OPERATOR_TOKEN=${OPERATOR_TOKEN}`,
      '',
    ].join('\n'),
  )

  start = spawn('npm', ['start', '--', '--reuse-build'], { cwd: project, detached: true, env: { ...process.env, PORT: String(sitePort) } })
  start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  start.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))

  const site = `http://localhost:${sitePort}`
  await expect
    .poll(
      async () => {
        if (start!.exitCode !== null) throw new Error(`npm start exited with ${start!.exitCode}:\n${output}`)
        return (await request.get(`${site}/api/health`, { failOnStatusCode: false }).catch(() => null))?.status() ?? 0
      },
      { timeout: 200_000, intervals: [1_000] },
    )
    .toBe(200)

  // The CRM that answered was asked (no stand-in took its port), and the terminal says what failed.
  expect(crmCalls).toBeGreaterThan(0)
  expect(output).toMatch(/CRM sync failed after [\d.]+ s \(nothing visitors see changed\)/)
  expect(output).toMatch(/Demo data imported without the CRM: \d+ properties/)

  // The demo catalogue is served all the same.
  const listing = await request.get(`${site}/fr/a-vendre/`)
  expect(listing.status()).toBe(200)
  expect(await listing.text()).toMatch(/href="\/fr\/a-vendre\/[^"]+\/\d+\/"/)

  const health = await request.get(`${site}/api/health`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } })
  expect(health.status()).toBe(200)
  const figures = (await health.json()) as { crm?: { lastSyncError?: { error: string | null; since?: string } | null } }
  expect(figures.crm?.lastSyncError?.error).toBeTruthy()
  expect(figures.crm?.lastSyncError?.since).toBeUndefined()
})
