// npm start (`node scripts/development/start-local.ts preview`) and npm run dev (`… dev`): the site on
// http://localhost:3000 with the stand-in CRM beside it (decision 016). The stand-in starts first (unless
// .dev.vars points at another CRM, or anything already answers at its address), then the local
// database is migrated and synced from it (npm run db:setup, which waits for its sync) while the site
// is built, then the site is served. A CRM that fails leaves the site serving what the database holds
// (decision 030). Ctrl-C stops both.
//   --reuse-build   serve the build already in dist/ (npm test's, say) instead of building again
//   PORT=…          another port than 3000
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { crmCredentials } from '../../src/server/crm/omnicasa-client.ts'
import { devVars, localCrmUrl, somethingAnswers, standInAnswers } from './local-crm.ts'

const mode = process.argv[2] === 'dev' ? 'dev' : 'preview'
const reuseBuild =
  mode === 'preview' &&
  process.argv.includes('--reuse-build') &&
  existsSync('dist/server/wrangler.json') &&
  existsSync('.wrangler/deploy/config.json')
const port = process.env.PORT ?? '3000'
const children: ChildProcess[] = []

function run(command: string, args: string[], options: { keep?: boolean } = {}): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit' })
  if (options.keep) children.push(child)
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})
process.on('SIGTERM', () => {
  stopAll()
  process.exit(143)
})

if ((await run('node', ['scripts/development/ensure-dev-vars.ts'])) !== 0) process.exit(1)
const crmUrl = localCrmUrl(crmCredentials(devVars()))
if (crmUrl && !(await somethingAnswers(crmUrl, 1_000))) {
  const standIn = spawn('node', ['scripts/crm-stand-in/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, CRM_STAND_IN_PORT: crmUrl.port || '80' },
  })
  children.push(standIn)
  for (let waited = 0; !(await standInAnswers(crmUrl, 1_000)); waited += 100) {
    if (waited > 15_000 || standIn.exitCode !== null) {
      console.error('The stand-in CRM did not start.')
      stopAll()
      process.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// The database and the build do not wait for each other.
const [setup, build] = await Promise.all([
  run('npm', ['run', 'db:setup']),
  mode === 'preview' && !reuseBuild ? run('npx', ['vite', 'build']) : Promise.resolve(0),
])
if (build !== 0) {
  stopAll()
  process.exit(1)
}
if (setup !== 0) console.error('The local database was not fully set up (see above); the site serves what it holds.')
// The build keeps the .dev.vars it found; a reused build is served with the current one.
if (reuseBuild && existsSync('.dev.vars')) copyFileSync('.dev.vars', 'dist/server/.dev.vars')
const code = await run('npx', ['vite', mode, '--port', port], { keep: true })
stopAll()
process.exit(code)
