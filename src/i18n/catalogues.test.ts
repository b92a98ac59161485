import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Every user-facing string is translated in nl, fr, en and de: a message without translation would
// show its English source to a Dutch reader, or its id where the source has placeholders.

function untranslated(language: string): string[] {
  const po = readFileSync(new URL(`../../locales/${language}/messages.po`, import.meta.url), 'utf8')
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
