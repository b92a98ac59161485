// Debian's Chromium and `vite preview` as the tests, benchmarks and screenshots use them.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY, NONE, storedConsent } from '../../src/domain/consent.ts'

/** Flags for headless Chromium on machines without network (DESIGN.md "Machines and toolchain"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium (or CHROMIUM_PATH); undefined lets Playwright use its own download elsewhere. */
export function chromiumExecutable(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return existsSync(path) ? path : undefined
}

/** Serves the production build on a port (workerd with the local D1), in its own process group. */
export function startPreview(port: number): ChildProcess {
  return spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true })
}

export function stopPreview(server: ChildProcess): void {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already stopped
  }
}

/** Waits until the server answers its health check, for at most a minute. */
export async function waitForPreview(base: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`vite preview did not answer on ${base}`)
}

/**
 * Opens every page of `page` as a visitor who declined the optional cookies, so the consent modal
 * (decision 009) does not cover what a benchmark or a screenshot is about.
 */
export async function declineOptionalCookies(page: Page): Promise<void> {
  const value = JSON.stringify(storedConsent(NONE, new Date()))
  await page.addInitScript(
    ([key, consent]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, consent!)
    },
    [CONSENT_STORAGE_KEY, value],
  )
}
