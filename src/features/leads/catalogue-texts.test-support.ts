import frPublicMessages from '../../../locales/fr/messages.po?raw'
import frFormMessages from '../../../locales/fr/forms.po?raw'
import nlPublicMessages from '../../../locales/nl/messages.po?raw'
import nlFormMessages from '../../../locales/nl/forms.po?raw'

// For the lead forms' workers tests: what a visitor reads, as the catalogues translate it. The forms'
// messages live in their own catalogue, the rest in the public one (decision 018): both are read.

const CATALOGUES = { fr: `${frPublicMessages}\n\n${frFormMessages}`, nl: `${nlPublicMessages}\n\n${nlFormMessages}` }

function poString(entry: string, keyword: string): string | undefined {
  const lines = entry.split(/\r?\n/)
  let index = lines.findIndex((line) => line.startsWith(`${keyword} "`))
  if (index < 0) return undefined
  let text = JSON.parse(lines[index]!.slice(keyword.length + 1)) as string
  while (lines[index + 1]?.startsWith('"')) text += JSON.parse(lines[++index]!) as string
  return text
}

/** The translation of a message in French or Dutch; the test fails when the catalogues have none. */
export function catalogueText(locale: keyof typeof CATALOGUES, msgid: string): string {
  for (const entry of CATALOGUES[locale].split(/\r?\n\s*\r?\n/)) {
    if (poString(entry, 'msgid') === msgid) {
      const text = poString(entry, 'msgstr')
      if (text) return text
    }
  }
  throw new Error(`locales/${locale}/{messages,forms}.po have no translation for "${msgid}"`)
}
