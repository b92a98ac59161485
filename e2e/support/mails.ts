import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

// The mails the site sent, as Miniflare's send_email binding writes them under .wrangler/tmp/email/.

const MAIL_DIR = '.wrangler/tmp/email'

function decodeBase64(text: string): string {
  return Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8')
}

/** Every mail written since `since`, headers and bodies decoded. */
export function mailsSince(since: number): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    let entries: string[] = []
    try {
      entries = readdirSync(dir)
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(dir, entry)
      const stat = statSync(path)
      if (stat.isDirectory()) walk(path)
      else if (entry.endsWith('.eml') && stat.mtimeMs >= since) files.push(path)
    }
  }
  walk(MAIL_DIR)
  return files.map((file) => {
    const raw = readFileSync(file, 'utf8')
    // A display name is an RFC 2047 word before its <address>: shown quoted, as a mail client shows it.
    const words = raw
      .replace(/=\?UTF-8\?B\?([^?]+)\?= </gi, (_, encoded: string) => `"${decodeBase64(encoded)}" <`)
      .replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, encoded: string) => decodeBase64(encoded))
    // A part's other headers (an attachment's Content-Disposition) may follow its transfer encoding.
    const bodies = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[\w-]+: [^\r\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
      (match) => decodeBase64(match[1]!),
    )
    return [words, ...bodies].join('\n')
  })
}

export async function expectMails(since: number, marker: string, count: number) {
  await expect.poll(() => mailsSince(since).filter((mail) => mail.includes(marker)).length, { timeout: 15_000 }).toBe(count)
}
