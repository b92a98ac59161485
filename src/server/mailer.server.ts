import { EmailMessage } from 'cloudflare:email'
import { mimeMessage, type OutgoingMail } from './mime-message.ts'

/** Sends one mail or throws. The outbox (lead-outbox.server.ts) decides what a failure means. */
export type Mailer = { send(mail: OutgoingMail): Promise<void> }

/**
 * The send_email binding (wrangler.toml MAILER). Locally Miniflare writes each message under
 * .wrangler/tmp/email/; in production Cloudflare Email Service delivers it.
 */
export function bindingMailer(binding: SendEmail): Mailer {
  return {
    async send(mail) {
      const id = crypto.randomUUID()
      const domain = mail.from.email.split('@')[1] ?? 'localhost'
      // '-' never occurs in base64, so no body can hold the boundary; no '=' as mimetext leaves it unquoted.
      const raw = mimeMessage(mail, { messageId: `${id}@${domain}`, date: new Date(), boundary: `mail-${id}` })
      await binding.send(new EmailMessage(mail.from.email, mail.to.email, raw))
    },
  }
}

/**
 * npm run bench:leads only: fails this share of sends at random, as a mail service having a bad
 * day would. Without MAIL_FAULT_RATE (production, tests) the mailer is returned as it is.
 */
export function withInjectedFaults(mailer: Mailer, rate: string | undefined): Mailer {
  const share = Number(rate)
  if (!(share > 0)) return mailer
  return { send: (mail) => (Math.random() < share ? Promise.reject(new Error('injected fault (MAIL_FAULT_RATE)')) : mailer.send(mail)) }
}

/** The Worker's mailer: the send_email binding; npm run bench:leads makes some sends fail on purpose (MAIL_FAULT_RATE). */
export function mailerOf(env: { MAILER: SendEmail; MAIL_FAULT_RATE?: string }): Mailer {
  return withInjectedFaults(bindingMailer(env.MAILER), env.MAIL_FAULT_RATE)
}
