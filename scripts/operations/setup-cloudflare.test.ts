import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BASEMAP_KEY } from '../../src/features/property-map/map-assets.ts'
import { PLACEHOLDER_DATABASE_ID, readWranglerConfig, withDatabaseId } from './cloudflare-account.ts'
import { makeStandIn, STAND_IN_BOOKMARK, STAND_IN_DATABASE_ID, type StandInCall } from './cloudflare-stand-in.ts'

// The first deploy's command sequence (docs/operating.md "Deploying"), against a stand-in wrangler on PATH
// that records its calls: there is no Cloudflare account here.

const ROOT = resolve(import.meta.dirname, '../..')
const SECRET_NAMES = [
  'SESSION_SECRET',
  'OPERATOR_TOKEN',
  'TURNSTILE_SECRET_KEY',
  'OMNICASA_CUSTOMER_NAME',
  'OMNICASA_CUSTOMER_PASSWORD',
  'BASEMAP_FILE',
]

/** A project folder with a copy of wrangler.toml (the CRM's URL set, so its secrets are asked too). */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'setup-cloudflare-'))
  copyFileSync(join(ROOT, 'wrangler.toml'), join(dir, 'wrangler.toml'))
  const toml = readFileSync(join(dir, 'wrangler.toml'), 'utf8').replace(
    'OMNICASA_URL = ""',
    'OMNICASA_URL = "https://crm.example/OmnicasaService.svc/"',
  )
  writeFileSync(join(dir, 'wrangler.toml'), toml)
  return dir
}

function runScript(script: string, project: string, standInDir: string, options: { stdin?: string; env?: Record<string, string> } = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PATH: `${standInDir}${delimiter}${process.env.PATH}`,
    STAND_IN_DIR: standInDir,
    ...options.env,
  }
  // Only what the test gives: the machine's own environment must not answer a question.
  for (const name of SECRET_NAMES) if (!options.env?.[name]) delete env[name]
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'operations', script)], {
    cwd: project,
    env,
    input: options.stdin ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const line = (call: StandInCall) => [call.command, ...call.args].join(' ')

// Each case runs the scripts as the operator does, in a Node process of their own (plus the stand-in
// wrangler's): seconds on a machine busy with the rest of the suite, over vitest's 5 s default.
const SCRIPT_CASE = { timeout: 60_000 }

describe('npm run setup:cloudflare', SCRIPT_CASE, () => {
  it('creates what wrangler.toml binds, writes the database id and sets the secrets; run again, it creates nothing', () => {
    const standIn = makeStandIn()
    const project = projectCopy()
    const config = readWranglerConfig(readFileSync(join(project, 'wrangler.toml'), 'utf8'))
    expect(config.databaseId).toBe(PLACEHOLDER_DATABASE_ID)

    // Answers in the order asked: SESSION_SECRET (Enter: generate), OPERATOR_TOKEN, the CRM's name and
    // password, the basemap (Enter: the demo map, the bucket being new). The Turnstile key comes from the environment.
    const first = runScript('setup-cloudflare.ts', project, standIn.dir, {
      stdin: '\nan-operator-token\ncrm-customer\ncrm-password\n\n',
      env: { TURNSTILE_SECRET_KEY: 'turnstile-secret' },
    })
    expect(first.output).toContain('Cloudflare is set up')
    expect(first.status).toBe(0)

    const calls = standIn.calls()
    expect(calls.map(line)).toEqual([
      'wrangler d1 list --json',
      `wrangler d1 create ${config.databaseName} --update-config=false`,
      'wrangler d1 list --json',
      `wrangler r2 bucket info ${config.bucketName}`,
      `wrangler r2 bucket create ${config.bucketName}`,
      `wrangler queues info ${config.queueName}`,
      `wrangler queues create ${config.queueName}`,
      'wrangler secret list --format json',
      'wrangler secret put SESSION_SECRET',
      'wrangler secret put OPERATOR_TOKEN',
      'wrangler secret put TURNSTILE_SECRET_KEY',
      'wrangler secret put OMNICASA_CUSTOMER_NAME',
      'wrangler secret put OMNICASA_CUSTOMER_PASSWORD',
      expect.stringMatching(
        new RegExp(
          `^wrangler r2 object put ${config.bucketName}/${BASEMAP_KEY} --file=\\S+demo-basemap\\.pmtiles --content-type=application/vnd\\.pmtiles --remote$`,
        ),
      ),
    ])
    const secretValue = (name: string) => calls.find((call) => call.args.join(' ') === `secret put ${name}`)?.stdin
    // A generated secret: 32 random bytes, different on every run.
    expect(secretValue('SESSION_SECRET')).toMatch(/^[\w-]{43}$/)
    expect(secretValue('OPERATOR_TOKEN')).toBe('an-operator-token')
    expect(secretValue('TURNSTILE_SECRET_KEY')).toBe('turnstile-secret')
    expect(secretValue('OMNICASA_CUSTOMER_PASSWORD')).toBe('crm-password')
    expect(standIn.account().objects[`${config.bucketName}/${BASEMAP_KEY}`]).toBeGreaterThan(10_000)

    const written = readFileSync(join(project, 'wrangler.toml'), 'utf8')
    expect(readWranglerConfig(written).databaseId).toBe(STAND_IN_DATABASE_ID)
    expect(written).not.toContain(PLACEHOLDER_DATABASE_ID)
    expect(written).not.toContain('all-zero id is a placeholder')

    // Again, every question answered with Enter: everything exists, every secret is kept, the basemap stays.
    const second = runScript('setup-cloudflare.ts', project, standIn.dir)
    expect(second.status).toBe(0)
    const again = standIn.calls().slice(calls.length).map(line)
    expect(again).toEqual([
      'wrangler d1 list --json',
      `wrangler r2 bucket info ${config.bucketName}`,
      `wrangler queues info ${config.queueName}`,
      'wrangler secret list --format json',
    ])
    expect(readFileSync(join(project, 'wrangler.toml'), 'utf8')).toBe(written)
  })

  it('stops when wrangler.toml names another database than the account has', () => {
    const standIn = makeStandIn()
    const project = projectCopy()
    writeFileSync(
      join(project, 'wrangler.toml'),
      withDatabaseId(readFileSync(join(project, 'wrangler.toml'), 'utf8'), '11111111-2222-3333-4444-555555555555'),
    )
    const run = runScript('setup-cloudflare.ts', project, standIn.dir)
    expect(run.status).toBe(1)
    expect(run.output).toContain(`but agency-site on this account is ${STAND_IN_DATABASE_ID}`)
  })
})

describe('npm run deploy', SCRIPT_CASE, () => {
  it('refuses while wrangler.toml has the placeholder database id, and tells the operator to run the setup', () => {
    const standIn = makeStandIn()
    const run = runScript('deploy.ts', projectCopy(), standIn.dir)
    expect(run.status).toBe(1)
    expect(run.output).toContain('npm run setup:cloudflare')
    expect(standIn.calls()).toEqual([])
  })

  it('builds, takes the Time Travel bookmark and prints its restore command before the migrations, then deploys', () => {
    const standIn = makeStandIn()
    const project = projectCopy()
    writeFileSync(
      join(project, 'wrangler.toml'),
      withDatabaseId(readFileSync(join(project, 'wrangler.toml'), 'utf8'), STAND_IN_DATABASE_ID),
    )
    const run = runScript('deploy.ts', project, standIn.dir)
    expect(run.status).toBe(0)
    expect(standIn.calls().map(line)).toEqual([
      'vite build',
      'wrangler d1 time-travel info DB --json',
      'wrangler d1 migrations apply DB --remote',
      'wrangler deploy',
    ])
    const restore = `npx wrangler d1 time-travel restore DB --bookmark=${STAND_IN_BOOKMARK}`
    expect(run.output).toContain(restore)
    expect(run.output.indexOf(restore)).toBeLessThan(run.output.indexOf('Migrations applied'))
  })

  it.each([
    ['build', ['vite build'], 'the build failed'],
    ['d1 time-travel', ['vite build', 'wrangler d1 time-travel info DB --json'], 'Time Travel bookmark failed'],
    [
      'd1 migrations',
      ['vite build', 'wrangler d1 time-travel info DB --json', 'wrangler d1 migrations apply DB --remote'],
      'applying the migrations failed',
    ],
  ])('stops at a failing step (%s) with a message saying which', (failing, calls, message) => {
    const standIn = makeStandIn()
    const project = projectCopy()
    writeFileSync(
      join(project, 'wrangler.toml'),
      withDatabaseId(readFileSync(join(project, 'wrangler.toml'), 'utf8'), STAND_IN_DATABASE_ID),
    )
    const run = runScript('deploy.ts', project, standIn.dir, { env: { STAND_IN_FAIL: failing } })
    expect(run.status).toBe(1)
    expect(run.output).toContain(message)
    expect(standIn.calls().map(line)).toEqual(calls)
  })
})
