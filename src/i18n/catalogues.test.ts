import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Every user-facing string is translated in nl, fr, en and de: a message without translation would
// show its English source to a Dutch reader, or its id where the source has placeholders.

function untranslated(language: string): string[] {
  const folder = new URL(`../../locales/${language}/`, import.meta.url)
  const po = readdirSync(folder)
    .filter((name) => name.endsWith('.po'))
    .map((name) => readFileSync(new URL(name, folder), 'utf8'))
    .join('\n\n')
  const missing: string[] = []
  for (const match of po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const [id, translation] = [JSON.parse(match[1]!) as string, JSON.parse(match[2]!) as string]
    if (id !== '' && translation.trim() === '') missing.push(id)
  }
  return missing
}

describe('translation catalogues', () => {
  it.each(['nl', 'fr', 'de', 'en'])('%s has every message translated', (language) => {
    expect(untranslated(language)).toEqual([])
  })
})

// A message in the code but not in the catalogues shows its id to visitors (the source text is
// stripped from production builds) and makes Lingui warn on every render, slowing the page down.
describe('catalogues and code', () => {
  it('hold the same messages (npm run i18n:extract after changing a message)', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const run = spawnSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'check', 'sync', '--clean', '--workers', '1'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0)
  }, 60_000)
})
