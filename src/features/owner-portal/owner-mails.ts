import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { mailHtml, mailText } from '#/server/mail-layout.ts'
import type { OwnerRow } from './owner-repository.server.ts'

// The owner portal's mails (decision 008): the agency told of a login, the link to choose a password,
// and the notice that it changed. Every link starts with the origin mailOrigin() chose (siteUrl,
// never the request's Host).

/** Owner mails are not leads: a failed one is logged, and the owner can ask again. */
export async function sendQuietly(mailer: Mailer, mail: OutgoingMail): Promise<void> {
  try {
    await mailer.send(mail)
  } catch (error) {
    console.error('owner mail not sent', mail.subject, error)
  }
}

/** An absolute link to a page of the site, for a mail; `origin` comes from mailOrigin(). */
export function siteLink(origin: string, path: string): string {
  return `${origin}${path}`
}

const sender = () => ({ email: siteConfig().leads.sender, name: siteConfig().agency.name })
const ownerName = (owner: OwnerRow) => [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.email

/** The agency hears who logged in (spec §6 "An owner login sends a notification naming who logged in"), in the site's language. */
export async function loginNotice(owner: OwnerRow, now: Date): Promise<OutgoingMail> {
  const language = siteConfig().languages.default
  const i18n = await i18nFor(language)
  const name = ownerName(owner)
  const when = formatDateTime(now, language)
  const heading = i18n._(msg`Owner login: ${name}`)
  const body = {
    language,
    heading,
    intro: [i18n._(msg`${name} logged in to the owner portal.`)],
    lines: [
      { label: i18n._(msg`Owner`), value: name },
      { label: i18n._(msg`Email address`), value: owner.email },
      { label: i18n._(msg`Time`), value: when },
    ],
    outro: [],
  }
  return {
    from: sender(),
    to: { email: siteConfig().leads.notify, name: siteConfig().agency.name },
    subject: heading,
    text: mailText(body),
    html: mailHtml(body),
    language,
  }
}

/** The link to choose a password: a reset for an owner who has one, an invitation for one who has none yet. */
export function resetMail(owner: OwnerRow, link: string, i18n: I18n): OutgoingMail {
  const invited = owner.password_hash === null
  const agency = siteConfig().agency.name
  const heading = invited ? i18n._(msg`Welcome to the owner portal`) : i18n._(msg`Choose a new password`)
  const body = {
    language: owner.language,
    heading,
    intro: [
      invited
        ? i18n._(
            msg`${agency} invites you to its owner portal, where you follow the marketing of your property. Choose your password with the button below.`,
          )
        : i18n._(msg`Someone, probably you, asked to choose a new password for the owner portal of ${agency}.`),
    ],
    lines: [],
    action: { href: link, label: i18n._(msg`Choose a new password`) },
    outro: [
      invited
        ? i18n._(
            msg`The link works once and for 30 minutes. When it has expired, ask for a new one with "Forgotten your password?" on the login page.`,
          )
        : i18n._(msg`The link works once and for 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.`),
    ],
  }
  return {
    from: sender(),
    to: { email: owner.email, name: ownerName(owner) },
    subject: `${heading} | ${siteConfig().agency.name}`,
    text: mailText(body),
    html: mailHtml(body),
    language: owner.language,
  }
}

export function passwordChangedMail(owner: OwnerRow, i18n: I18n, origin: string): OutgoingMail {
  const heading = i18n._(msg`Your password was changed`)
  const { name: agency, phone } = siteConfig().agency
  const body = {
    language: owner.language,
    heading,
    intro: [i18n._(msg`The password of your owner account at ${agency} was just changed, and every session was ended.`)],
    lines: [],
    action: { href: siteLink(origin, hrefFor('login', owner.language)), label: i18n._(msg`Log in`) },
    outro: [i18n._(msg`If you did not change it, call us at once on ${phone}.`)],
  }
  return {
    from: sender(),
    to: { email: owner.email, name: ownerName(owner) },
    subject: `${heading} | ${siteConfig().agency.name}`,
    text: mailText(body),
    html: mailHtml(body),
    language: owner.language,
  }
}
