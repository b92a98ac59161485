import { signToken } from '#/server/signed-token.ts'

// The one-click leave address of a newsletter subscriber (RFC 8058, decision 017): the https address
// a mail's List-Unsubscribe names and a mailing tool may put in its own mails. Apart from the other
// subscription links, so the export script can make it without the site's page paths.

/** How long a manage token, and so a leave address, lives: over a year, so an old mail still lets its reader leave. */
export const MANAGE_LINK_DAYS = 400
const DAY_MS = 24 * 60 * 60 * 1000

/** The token of a newsletter subscriber's manage page and leave address. */
export function newsletterManageToken(secret: string, subscriberId: number, now: Date): Promise<string> {
  return signToken(secret, 'newsletter-manage', String(subscriberId), now.getTime() + MANAGE_LINK_DAYS * DAY_MS)
}

/** Where the one-click leave addresses of the newsletter are (the route src/routes/api/unsubscribe/$kind/$token.ts). */
export const NEWSLETTER_LEAVE_PATH = '/api/unsubscribe/newsletter/'

/** The address a POST to which takes the subscriber off the newsletter, by its token alone. */
export function newsletterLeaveAddress(origin: string, manageToken: string): string {
  return `${origin}${NEWSLETTER_LEAVE_PATH}${manageToken}`
}
