import type { Page } from '@playwright/test'

// No third party (decision 020): what a page asks the network for, and which of it leaves our origin.

/** Every URL the page asks for, from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** The recorded URLs that go to another origin than the page's (data: and blob: stay in the page). */
export function otherOrigins(urls: string[], page: Page): string[] {
  const origin = new URL(page.url()).origin
  return urls.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
}
