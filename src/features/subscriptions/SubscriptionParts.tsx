import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '#/components/PageHeader.tsx'
import { PageLink } from '#/components/PageLink.tsx'
import { AlertIcon, CheckIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { NeutralPath } from '#/i18n/path-slugs.ts'
import type { AnswerNotice } from './subscription-messages.ts'

// What the four subscription pages share (decision 017): the answer region, the page for a link that
// expired or is not ours, and the small POST forms that carry the link's token. Every form is a plain
// form: the server answers with a redirect back here, so it works before and without JavaScript.

export const PRIMARY_BUTTON_CLASS =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark sm:w-auto'
export const SECONDARY_BUTTON_CLASS =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full border border-line bg-white px-7 font-semibold text-ink hover:border-ink sm:w-auto'
export const DANGER_BUTTON_CLASS =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-red-800 px-7 font-semibold text-white hover:bg-red-900 sm:w-auto'
export const CARD_CLASS = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8'

/** The message after an action, read out by screen readers when the page opens with it. */
export function AnswerStatus({ notice }: { notice: AnswerNotice | undefined }) {
  return (
    <div role="status" className="empty:hidden">
      {notice &&
        (notice.tone === 'info' ? (
          <p className="mb-8 flex gap-3 rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 font-medium text-brand-dark">
            <CheckIcon size={22} className="mt-0.5 shrink-0" />
            <span>{notice.text}</span>
          </p>
        ) : (
          <p className="mb-8 flex gap-3 rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
            <AlertIcon size={22} className="mt-0.5 shrink-0" />
            <span>{notice.text}</span>
          </p>
        ))}
    </div>
  )
}

/** A page of the subscription pages: the header, then its content in a narrow column. */
export function SubscriptionPage({
  neutral,
  title,
  lead,
  children,
}: {
  neutral: NeutralPath
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <article>
      <PageHeader neutral={neutral} title={title} lead={lead} />
      <div className="container-page max-w-3xl pt-10 pb-20 md:pt-14 md:pb-28">{children}</div>
    </article>
  )
}

/** A form that posts one action of a subscription with the link's token and the page's language. */
export function TokenForm({
  action,
  token,
  className,
  children,
  labelledBy,
}: {
  action: string
  token: string
  className?: string
  children: ReactNode
  labelledBy?: string
}) {
  const locale = useLocale()
  return (
    <form method="post" action={action} className={className} aria-labelledby={labelledBy}>
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {children}
    </form>
  )
}

/** A titled section of a manage page, in a card. */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const fallbackId = useId()
  const headingId = id ?? fallbackId
  return (
    <section aria-labelledby={headingId} className={CARD_CLASS}>
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/**
 * A link that expired or that we did not sign (a forged or mistyped token, one for another page, an
 * alert deleted since): said plainly, with the way to sign up again, never an error page.
 */
export function LinkProblemPage({
  neutral,
  problem,
  kind,
  notice,
}: {
  neutral: NeutralPath
  problem: 'expired' | 'invalid' | 'missing'
  kind: 'alert' | 'newsletter'
  notice?: AnswerNotice
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const title = problem === 'expired' ? t`This link has expired` : t`This link does not work`
  const lead =
    problem === 'expired'
      ? kind === 'alert'
        ? t`A confirmation link works for 7 days, and a search alert that is not confirmed in time is deleted.`
        : t`A confirmation link works for 7 days, and a sign-up that is not confirmed in time is deleted.`
      : t`It may be incomplete (copy the whole link from our e-mail), or the subscription it was for no longer exists.`
  return (
    <SubscriptionPage neutral={neutral} title={title} lead={lead}>
      {notice?.tone === 'info' && <AnswerStatus notice={notice} />}
      <div className={CARD_CLASS}>
        <p className="text-lg">
          {kind === 'alert'
            ? t`Use the link in our most recent e-mail about your search alert, or set up a new one: it takes a minute.`
            : t`Use the link in our most recent e-mail, or sign up again: it takes a minute.`}
        </p>
        <p className="mt-6">
          {kind === 'alert' ? (
            <PageLink to="/$lang/demand-register/" params={{ lang: locale }} className={PRIMARY_BUTTON_CLASS}>
              {t`Set up a search alert`}
            </PageLink>
          ) : (
            <PageLink to="/$lang/newsletter/" params={{ lang: locale }} className={PRIMARY_BUTTON_CLASS}>
              {t`Subscribe to the newsletter`}
            </PageLink>
          )}
        </p>
      </div>
    </SubscriptionPage>
  )
}
