import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { LinkProblem, NewsletterPage } from './subscription.functions.ts'
import { answerNotice } from './subscription-messages.ts'
import type { SubscriptionSearch } from './subscription-page-search.ts'
import {
  AnswerStatus,
  CARD_CLASS,
  LinkProblemPage,
  Panel,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
  SubscriptionPage,
  TokenForm,
} from './SubscriptionParts.tsx'

// The newsletter's confirm and manage pages (decision 017), opened from the links of its mails.

const ACTION = '/api/subscriptions/newsletter/'

function SignUpAgain() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <PageLink to="/$lang/newsletter/" params={{ lang: locale }} className={SECONDARY_BUTTON_CLASS}>
      {t`Subscribe again`}
    </PageLink>
  )
}

export function ConfirmNewsletterView({ data, search }: { data: NewsletterPage | LinkProblem | undefined; search: SubscriptionSearch }) {
  const { t, i18n } = useLingui()
  const notice = search.answer ? answerNotice(i18n, 'newsletter', search.answer) : undefined
  if (!data || data.kind !== 'newsletter')
    return <LinkProblemPage neutral="confirm-newsletter" kind="newsletter" problem={data?.kind ?? 'invalid'} />
  const email = data.email
  return (
    <SubscriptionPage
      neutral="confirm-newsletter"
      title={t`Confirm your subscription`}
      lead={t`Our newsletter brings the new properties of the agency to ${email}.`}
    >
      <AnswerStatus notice={notice} />
      <div className={CARD_CLASS}>
        {data.state === 'unconfirmed' && (
          <TokenForm action={`${ACTION}confirm`} token={search.t ?? ''}>
            <p className="text-lg">{t`One click and you are on the list. You can unsubscribe at any time from the link in each newsletter.`}</p>
            <button type="submit" className={`mt-6 ${PRIMARY_BUTTON_CLASS}`}>
              {t`Confirm my subscription`}
            </button>
          </TokenForm>
        )}
        {data.state === 'confirmed' && (
          <>
            <p className="text-lg">{t`This subscription is already confirmed.`}</p>
            <p className="mt-6">
              <a href={data.manageHref} className={SECONDARY_BUTTON_CLASS}>
                {t`Manage my subscription`}
              </a>
            </p>
          </>
        )}
        {data.state === 'left' && (
          <>
            <p className="text-lg">{t`This address has unsubscribed: we send it no newsletter.`}</p>
            <p className="mt-6">
              <SignUpAgain />
            </p>
          </>
        )}
      </div>
    </SubscriptionPage>
  )
}

export function ManageNewsletterView({ data, search }: { data: NewsletterPage | LinkProblem | undefined; search: SubscriptionSearch }) {
  const { t, i18n } = useLingui()
  const leaveButton = useRef<HTMLButtonElement>(null)
  const notice = search.answer ? answerNotice(i18n, 'newsletter', search.answer) : undefined
  useEffect(() => {
    if (search.leave) leaveButton.current?.focus()
  }, [search.leave])
  if (!data || data.kind !== 'newsletter')
    return (
      <LinkProblemPage
        neutral="manage-newsletter"
        kind="newsletter"
        problem={data?.kind ?? (search.answer === 'expired' ? 'expired' : 'invalid')}
        notice={notice}
      />
    )
  const email = data.email
  return (
    <SubscriptionPage neutral="manage-newsletter" title={t`Your newsletter subscription`} lead={t`For ${email}.`}>
      <AnswerStatus notice={notice} />
      {data.state === 'left' ? (
        <div className={CARD_CLASS}>
          <p className="text-lg">{t`You are not subscribed: we send this address no newsletter.`}</p>
          <p className="mt-6">
            <SignUpAgain />
          </p>
        </div>
      ) : (
        <Panel title={t`Unsubscribe`}>
          <p className="text-muted">
            {data.state === 'unconfirmed'
              ? t`Your subscription is not confirmed yet. Changed your mind? Unsubscribe and we send you nothing.`
              : t`We send you no more newsletters. You can subscribe again at any time.`}
          </p>
          <TokenForm action={`${ACTION}unsubscribe`} token={search.t ?? ''} className="mt-5">
            <button ref={leaveButton} type="submit" autoFocus={search.leave === 1} className={PRIMARY_BUTTON_CLASS}>
              {t`Unsubscribe from the newsletter`}
            </button>
          </TokenForm>
        </Panel>
      )}
    </SubscriptionPage>
  )
}
