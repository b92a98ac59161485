// A stand-in for `wrangler` (and `vite`) on PATH, for the tests of setup:cloudflare and deploy: there
// is no Cloudflare account here. It records each call (arguments and stdin) and keeps the account's
// resources in a state file, answering the commands the scripts use the way wrangler 4.164 does
// (JSON for `--json` and `secret list`, a failing `info` for what does not exist).
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type StandInCall = { command: string; args: string[]; stdin: string }
type Account = {
  databases: Array<{ uuid: string; name: string }>
  buckets: string[]
  queues: string[]
  secrets: string[]
  objects: Record<string, number>
}

/** The bookmark `d1 time-travel info` answers (the shape of D1's bookmarks). */
export const STAND_IN_BOOKMARK = '00000085-0000024c-00004e8a-8f1a2b3c4d5e6f708192a3b4c5d6e7f8'
export const STAND_IN_DATABASE_ID = '6f0c2a9e-3b1d-4c8e-9a7f-2d5b1e0c4a61'

const PROGRAM = `#!/usr/bin/env node
const { readFileSync, writeFileSync, appendFileSync, statSync } = require('node:fs')
const dir = process.env.STAND_IN_DIR
const command = require('node:path').basename(process.argv[1])
const args = process.argv.slice(2)
let stdin = ''
try { if (!process.stdin.isTTY) stdin = readFileSync(0, 'utf8') } catch {}
appendFileSync(dir + '/calls.jsonl', JSON.stringify({ command, args, stdin }) + '\\n')
const account = JSON.parse(readFileSync(dir + '/account.json', 'utf8'))
const save = () => writeFileSync(dir + '/account.json', JSON.stringify(account))
const fail = (message) => { console.error('✘ [ERROR] ' + message); process.exit(1) }
const failing = (process.env.STAND_IN_FAIL || '').split(',')
const key = args.slice(0, 2).join(' ')
if (command === 'vite') process.exit(failing.includes('build') ? 1 : 0)
if (failing.includes(key)) fail(key + ' failed (stand-in)')
if (key === 'd1 list') console.log(JSON.stringify(account.databases))
else if (key === 'd1 create') { account.databases.push({ uuid: '${STAND_IN_DATABASE_ID}', name: args[2] }); save(); console.log("✅ Successfully created DB '" + args[2] + "'") }
else if (key === 'r2 bucket' && args[2] === 'info') { if (!account.buckets.includes(args[3])) fail('The specified bucket does not exist. [code: 10006]'); console.log('name: ' + args[3]) }
else if (key === 'r2 bucket' && args[2] === 'create') { account.buckets.push(args[3]); save(); console.log("✅ Created bucket '" + args[3] + "'") }
else if (key === 'r2 object' && args[2] === 'put') { const file = args.find((a) => a.startsWith('--file=')).slice(7); account.objects[args[3]] = statSync(file).size; save() }
else if (key === 'queues info') { if (!account.queues.includes(args[2])) fail('Queue "' + args[2] + '" does not exist. [code: 11000]'); console.log('Queue Name: ' + args[2]) }
else if (key === 'queues create') { account.queues.push(args[2]); save(); console.log("✅ Created queue '" + args[2] + "'") }
else if (key === 'secret list') { if (account.secrets.length === 0) fail('This Worker does not exist on your account. [code: 10007]'); console.log(JSON.stringify(account.secrets.map((name) => ({ name, type: 'secret_text' })))) }
else if (key === 'secret put') { if (!account.secrets.includes(args[2])) account.secrets.push(args[2]); save(); console.log('✨ Success! Uploaded secret ' + args[2]) }
else if (key === 'd1 time-travel') console.log(JSON.stringify({ bookmark: '${STAND_IN_BOOKMARK}' }, null, 2))
else if (key === 'd1 migrations') console.log('✅ Migrations applied (stand-in)')
else if (key === 'deploy') console.log('Deployed agency-site (stand-in)')
else fail('the stand-in does not know: ' + args.join(' '))
`

/** A folder with the stand-in as `wrangler` and `vite`, to put first on PATH; its calls and account are read back from it. */
export function makeStandIn(): { dir: string; calls: () => StandInCall[]; account: () => Account } {
  const dir = mkdtempSync(join(tmpdir(), 'wrangler-stand-in-'))
  for (const name of ['wrangler', 'vite']) {
    writeFileSync(join(dir, name), PROGRAM)
    chmodSync(join(dir, name), 0o755)
  }
  writeFileSync(
    join(dir, 'account.json'),
    JSON.stringify({ databases: [], buckets: [], queues: [], secrets: [], objects: {} } satisfies Account),
  )
  const callsFile = join(dir, 'calls.jsonl')
  return {
    dir,
    calls: () =>
      existsSync(callsFile)
        ? readFileSync(callsFile, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as StandInCall)
        : [],
    account: () => JSON.parse(readFileSync(join(dir, 'account.json'), 'utf8')) as Account,
  }
}
