import { useEffect, useId, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { formatEuro } from '#/domain/price.ts'
import { ALERT_CRITERIA, LEAD_FORMS, GOAL_OPTIONS, type FieldSpec, fieldMessage, Field } from '#/features/leads/index.ts'
import type { AlertPage, AlertState, LinkProblem } from './subscription.functions.ts'
import { answerNotice } from './subscription-messages.ts'
import type { SubscriptionSearch } from './subscription-page-search.ts'
import { criteriaErrors } from './criteria-errors.ts'
import {
  AnswerStatus,
  CARD_CLASS,
  DANGER_BUTTON_CLASS,
  LinkProblemPage,
  Panel,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
  SubscriptionPage,
  TokenForm,
} from './SubscriptionParts.tsx'

// The search alert's confirm and manage pages (decision 017), opened from the links of its mails.

const ACTION = '/api/subscriptions/alert/'

/** What the alert looks for, as sentences a person reads (the confirm page and the stopped alert). */
function CriteriaSummary({ data }: { data: AlertPage }) {
  const { t, i18n } = useLingui()
  const { criteria } = data
  const label = (name: string) => {
    const spec = ALERT_CRITERIA.fields.find((candidate) => candidate.name === name)
    return spec ? i18n._(spec.label) : name
  }
  const goal = GOAL_OPTIONS.find((option) => option.value === criteria.goal)
  const typeNames = criteria.propertyTypes.map((id) => data.propertyTypes.find((type) => String(type.id) === id)?.name ?? id)
  const lowest = criteria.budgetMin !== null ? formatEuro(criteria.budgetMin) : undefined
  const highest = criteria.budgetMax !== null ? formatEuro(criteria.budgetMax) : undefined
  const budget = lowest && highest ? `${lowest} – ${highest}` : highest ? t`up to ${highest}` : lowest ? t`from ${lowest}` : undefined
  const extras = [criteria.garden ? label('garden') : '', criteria.terrace ? label('terrace') : ''].filter(Boolean)
  const rows: Array<[string, string]> = [
    [label('goal'), goal ? i18n._(goal.label) : ''],
    [label('propertyTypes'), typeNames.join(', ')],
    [label('zones'), criteria.zones],
    ...(budget ? [[t`Budget`, budget] as [string, string]] : []),
    ...(['bedrooms', 'bathrooms', 'garages', 'parkings'] as const).flatMap((name) =>
      criteria[name] !== null ? [[label(name), String(criteria[name])] as [string, string]] : [],
    ),
    ...(extras.length > 0 ? [[t`Also`, extras.join(', ')] as [string, string]] : []),
    [t`Sent to`, data.email],
  ]
  return (
    <dl className="divide-y divide-line">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function StateBadge({ state }: { state: AlertState }) {
  const { t } = useLingui()
  const text = { unconfirmed: t`Not confirmed yet`, active: t`Active`, paused: t`Paused`, stopped: t`Stopped` }[state]
  const tone = state === 'active' ? 'border-brand/40 bg-brand/5 text-brand-dark' : 'border-line bg-sand text-ink'
  return (
    <p className="mb-8 flex flex-wrap items-center gap-3">
      <span className="text-sm text-muted">{t`Status of your search alert`}</span>
      <span className={`inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold ${tone}`}>{text}</span>
    </p>
  )
}

function SetUpAgain() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <PageLink to="/$lang/demand-register/" params={{ lang: locale }} className={SECONDARY_BUTTON_CLASS}>
      {t`Set up a new search alert`}
    </PageLink>
  )
}

export function ConfirmAlertView({ data, search }: { data: AlertPage | LinkProblem | undefined; search: SubscriptionSearch }) {
  const { t, i18n } = useLingui()
  const notice = search.answer ? answerNotice(i18n, 'alert', search.answer) : undefined
  if (!data || data.kind !== 'alert') return <LinkProblemPage neutral="confirm-alert" kind="alert" problem={data?.kind ?? 'invalid'} />
  return (
    <SubscriptionPage
      neutral="confirm-alert"
      title={t`Confirm your search alert`}
      lead={t`Check what it looks for: once you confirm, we mail you the new properties that match, nothing else.`}
    >
      <AnswerStatus notice={notice} />
      <div className={CARD_CLASS}>
        <h2 className="font-display text-2xl text-ink">{t`What your search alert looks for`}</h2>
        <div className="mt-3">
          <CriteriaSummary data={data} />
        </div>
        <div className="mt-6 border-t border-line pt-6">
          {data.state === 'unconfirmed' && (
            <TokenForm action={`${ACTION}confirm`} token={search.t ?? ''}>
              <button type="submit" className={PRIMARY_BUTTON_CLASS}>
                {t`Confirm my search alert`}
              </button>
              <p className="mt-4 text-sm text-muted">{t`You can change, pause or stop it at any time from the link in each of our e-mails.`}</p>
            </TokenForm>
          )}
          {(data.state === 'active' || data.state === 'paused') && (
            <>
              <p className="text-lg">{t`This search alert is already confirmed.`}</p>
              <p className="mt-5">
                <a href={data.manageHref} className={PRIMARY_BUTTON_CLASS}>
                  {t`Manage my search alert`}
                </a>
              </p>
            </>
          )}
          {data.state === 'stopped' && (
            <>
              <p className="text-lg">{t`This search alert was stopped: we send you nothing more about it.`}</p>
              <p className="mt-5">
                <SetUpAgain />
              </p>
            </>
          )}
        </div>
      </div>
    </SubscriptionPage>
  )
}

/** The criteria in the demand-register form's own fields, prefilled, with the refusals of the last try. */
function CriteriaForm({ data, token, errors }: { data: AlertPage; token: string; errors: SubscriptionSearch['errors'] }) {
  const { t, i18n } = useLingui()
  const baseId = useId()
  const refused = criteriaErrors(errors)
  const values = data.criteria as unknown as Record<string, string | number | boolean | string[] | null>
  return (
    <TokenForm action={`${ACTION}criteria`} token={token}>
      <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
        {(ALERT_CRITERIA.fields as readonly FieldSpec[]).map((spec) => {
          const code = refused[spec.name]
          return (
            <div key={spec.name} className={spec.width === 'half' ? '' : 'sm:col-span-2'}>
              <Field
                spec={spec}
                id={`${baseId}-${spec.name}`}
                errorId={`${baseId}-${spec.name}-error`}
                error={code ? fieldMessage(i18n, LEAD_FORMS['demand-register'], spec.name, code) : undefined}
                propertyTypes={data.propertyTypes}
                slots={[]}
                onLeave={() => undefined}
                onEdit={() => undefined}
                defaultValue={values[spec.name] ?? undefined}
              />
            </div>
          )
        })}
      </div>
      <button type="submit" className={`mt-8 ${PRIMARY_BUTTON_CLASS}`}>
        {t`Save my criteria`}
      </button>
    </TokenForm>
  )
}

export function ManageAlertView({ data, search }: { data: AlertPage | LinkProblem | undefined; search: SubscriptionSearch }) {
  const { t, i18n } = useLingui()
  const stopButton = useRef<HTMLButtonElement>(null)
  const notice = search.answer ? answerNotice(i18n, 'alert', search.answer) : undefined
  // The one-click address opened in a browser lands here to leave: the stop button is first and
  // focused (autoFocus for the page as served, this for a page reached by the router).
  useEffect(() => {
    if (search.leave) stopButton.current?.focus()
  }, [search.leave])

  if (search.answer === 'deleted' && !data) {
    return (
      <SubscriptionPage neutral="manage-alert" title={t`Your search alert is deleted`}>
        <AnswerStatus notice={notice} />
        <div className={CARD_CLASS}>
          <p className="text-lg">{t`We no longer hold your criteria. You can set up a new search alert at any time.`}</p>
          <p className="mt-6">
            <SetUpAgain />
          </p>
        </div>
      </SubscriptionPage>
    )
  }
  if (!data || data.kind !== 'alert')
    return (
      <LinkProblemPage
        neutral="manage-alert"
        kind="alert"
        problem={data?.kind ?? (search.answer === 'expired' ? 'expired' : 'invalid')}
        notice={notice}
      />
    )

  const token = search.t ?? ''
  const email = data.email
  const running = data.state === 'active' || data.state === 'paused'
  const stopPanel =
    running || data.state === 'unconfirmed' ? (
      <Panel title={t`Stop your search alert`}>
        <p className="text-muted">{t`We send you nothing more about it. You can still delete it from this page afterwards.`}</p>
        <TokenForm action={`${ACTION}unsubscribe`} token={token} className="mt-5">
          <button
            ref={stopButton}
            type="submit"
            autoFocus={search.leave === 1}
            className={search.leave ? PRIMARY_BUTTON_CLASS : SECONDARY_BUTTON_CLASS}
          >
            {t`Stop my search alert`}
          </button>
        </TokenForm>
      </Panel>
    ) : null

  return (
    <SubscriptionPage
      neutral="manage-alert"
      title={t`Your search alert`}
      lead={t`For ${email}. Change what it looks for, pause it or stop it: each change counts at once.`}
    >
      <AnswerStatus notice={notice} />
      <StateBadge state={data.state} />
      <div className="space-y-8">
        {search.leave && stopPanel}
        {data.state === 'unconfirmed' && (
          <p className="rounded-xl border border-line bg-sand px-4 py-3">{t`We send you nothing before you confirm this alert with the button in our first e-mail.`}</p>
        )}
        {data.state === 'stopped' ? (
          <Panel title={t`What your search alert looked for`}>
            <CriteriaSummary data={data} />
            <p className="mt-6">
              <SetUpAgain />
            </p>
          </Panel>
        ) : (
          <Panel title={t`What your search alert looks for`}>
            <p className="mb-6 text-sm text-muted">
              <span aria-hidden="true" className="text-red-700">
                *{' '}
              </span>
              {t`Fields marked with an asterisk are required.`}
            </p>
            <CriteriaForm data={data} token={token} errors={search.errors} />
          </Panel>
        )}
        {data.state === 'active' && (
          <Panel title={t`Pause your search alert`}>
            <p className="text-muted">{t`Going away for a while? Nothing is sent while it is paused; your criteria stay.`}</p>
            <TokenForm action={`${ACTION}pause`} token={token} className="mt-5">
              <button type="submit" className={SECONDARY_BUTTON_CLASS}>
                {t`Pause my search alert`}
              </button>
            </TokenForm>
          </Panel>
        )}
        {data.state === 'paused' && (
          <Panel title={t`Resume your search alert`}>
            <p className="text-muted">{t`It is paused: we send you nothing until you resume it.`}</p>
            <TokenForm action={`${ACTION}resume`} token={token} className="mt-5">
              <button type="submit" className={PRIMARY_BUTTON_CLASS}>
                {t`Resume my search alert`}
              </button>
            </TokenForm>
          </Panel>
        )}
        {!search.leave && stopPanel}
        <Panel title={t`Delete your search alert`}>
          <p className="text-muted">{t`We delete the alert and its criteria. This cannot be undone.`}</p>
          <details className="group mt-5">
            <summary
              className={`${SECONDARY_BUTTON_CLASS} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
            >{t`Delete my search alert…`}</summary>
            <div className="mt-5 rounded-xl border border-red-700 bg-red-50 p-4 sm:p-5">
              <p className="font-medium text-red-800">{t`Are you sure? Your search alert and its criteria will be deleted for good.`}</p>
              <TokenForm action={`${ACTION}delete`} token={token} className="mt-4">
                <button type="submit" className={DANGER_BUTTON_CLASS}>
                  {t`Yes, delete my search alert`}
                </button>
              </TokenForm>
            </div>
          </details>
        </Panel>
      </div>
    </SubscriptionPage>
  )
}
