import type { Mailer } from './mailer.server.ts'
import type { OutgoingMail } from './mime-message.ts'
import { nextAttemptAt } from './mail-retries.ts'
import type { D1Queryable } from './d1-queryable.ts'
import { runOutbox, type OutboxTable } from './outbox.server.ts'

// The outbox of mails about an account (migrations/0026 account_mails): staff invitations and the
// owners' links to choose a password. They were once sent only once, and a mail service down meant
// inviting again by hand. Like the leads' mails (lead-outbox.server.ts), the request tries at once
// and the cron trigger retries on the shared schedule (mail-retries.ts), on the outbox kernel (outbox.server.ts). A row says who is mailed
// and what kind of mail; the feature that owns the kind composes it at each try, with a fresh link.

/**
 * Composes one kind of account mail for its recipient, making the link it carries; null when the
 * recipient is gone (removed, revoked) and nothing is to be sent. Throwing counts as a failed try.
 * `secret` signs the links that are signed tokens rather than stored ones (a subscriber's leave link).
 */
export type AccountMailComposer = (
  db: D1Queryable,
  recipientId: number,
  origin: string,
  now: Date,
  secret?: string,
) => Promise<OutgoingMail | null>
/** The composers by kind, handed in by the features that own them (nothing here imports a feature). */
export type AccountMailComposers = Readonly<Record<string, AccountMailComposer>>

export type AccountMailRun = { sent: number; retrying: number; failed: number; cancelled: number }

/** Who is mailed: an id, or a subquery that finds it in the same batch (a member the batch creates). */
export type AccountMailRecipient = number | { select: string; binds: readonly unknown[] }

/**
 * The statement that queues a mail, due at `now` (the clock of the request's first try, not the
 * database's), for the batch that makes what it is about (the invitation); it returns the mail's id.
 */
export function accountMailStatement(
  db: D1Queryable,
  kind: string,
  recipient: AccountMailRecipient,
  origin: string,
  now: Date,
): D1PreparedStatement {
  const [select, binds] = typeof recipient === 'number' ? ['?', [recipient]] : [recipient.select, recipient.binds]
  return db
    .prepare(`INSERT INTO account_mails (kind, recipient_id, origin, next_attempt_at) VALUES (?, ${select}, ?, ?) RETURNING id`)
    .bind(kind, ...binds, origin, now.toISOString())
}

/**
 * Cancels the recipient's mails of this kind still waiting for a retry: a newer one replaces them
 * (a staff invitation's fresh link makes the older links void, so an older mail sent late would
 * void the newer link instead).
 */
export function supersedeAccountMailsStatement(db: D1Queryable, kind: string, recipient: AccountMailRecipient): D1PreparedStatement {
  const [select, binds] = typeof recipient === 'number' ? ['?', [recipient]] : [recipient.select, recipient.binds]
  return db
    .prepare(
      `UPDATE account_mails SET status = 'cancelled', last_error = 'superseded' WHERE kind = ? AND recipient_id = ${select} AND status = 'pending'`,
    )
    .bind(kind, ...binds)
}

/** Queues a mail on its own; its id, for a first try limited to it. */
export async function queueAccountMail(db: D1Queryable, kind: string, recipientId: number, origin: string, now: Date): Promise<number> {
  const row = await accountMailStatement(db, kind, recipientId, origin, now).first<{ id: number }>()
  return row!.id
}

type DueAccountMail = { id: number; kind: string; recipient_id: number; origin: string; attempts: number }

const ACCOUNT_MAILS_OUTBOX: OutboxTable<DueAccountMail> = {
  table: 'account_mails',
  select: 'id, kind, recipient_id, origin, attempts',
  onlyColumn: 'id',
  key: (mail) => [['id', mail.id]],
  doneAtColumn: 'sent_at',
}

/** Sends the account mails that are due (or only mail `id`, a request's first try), each claimed before it is sent. */
export async function deliverDueAccountMails(
  db: D1Queryable,
  mailer: Mailer,
  composers: AccountMailComposers,
  options: { now?: Date; id?: number; secret?: string } = {},
): Promise<AccountMailRun> {
  const now = options.now ?? new Date()
  const counts = await runOutbox(
    db,
    ACCOUNT_MAILS_OUTBOX,
    {
      deliver: async (mail) => {
        const compose = composers[mail.kind]
        if (!compose) throw new Error(`no composer for account mail kind ${mail.kind}`)
        const outgoing = await compose(db, mail.recipient_id, mail.origin, now, options.secret)
        if (outgoing) await mailer.send(outgoing)
        // A recipient gone since (removed, revoked) has nothing to be sent: the mail is cancelled.
        return { status: outgoing ? 'sent' : 'cancelled' }
      },
      retryAt: (attempts, at) => nextAttemptAt(attempts, at),
    },
    { now, only: options.id },
  )
  return { sent: counts.done.sent ?? 0, retrying: counts.retrying, failed: counts.failed, cancelled: counts.done.cancelled ?? 0 }
}

/**
 * Decision 029: account mails still on their way (pending, or being sent) that were asked for before
 * `cutoff`, for the operator's incident check. Their wait counts from when they were asked for.
 */
export async function waitingAccountMails(db: D1Queryable, cutoff: Date): Promise<{ since: Date; lastError: string | null }[]> {
  const { results } = await db
    .prepare(
      "SELECT created_at AS createdAt, last_error AS lastError FROM account_mails WHERE status IN ('pending', 'sending') AND created_at <= ?",
    )
    .bind(cutoff.toISOString())
    .all<{ createdAt: string; lastError: string | null }>()
  return results.map((row) => ({ since: new Date(row.createdAt), lastError: row.lastError }))
}
