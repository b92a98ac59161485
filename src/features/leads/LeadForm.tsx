import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { siteConfig } from '#/config/site-config.ts'
import { FieldError, FormNotice } from '#/components/FormFeedback.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { readFields, type ValidationCode } from './lead-fields.ts'
import { LEAD_FORMS, type LeadFormId } from './lead-forms.ts'
import { fieldMessage, formErrorMessage } from './lead-messages.ts'
import {
  CAMPAIGN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  LOCALE_FIELD,
  PAGE_FIELD,
  SUBJECT_FIELD,
  leadActionPath,
} from './lead-submission.ts'
import { CAPTCHA_FIELD, FORM_STAMP_FIELD } from '#/server/captcha-field.ts'
import { CAMPAIGN_STORAGE_KEY } from '#/domain/campaign.ts'
import type { CaptchaWidget } from '#/components/captcha-widget.ts'
import { Field } from './LeadFormField.tsx'
import type { LeadFormContext } from './lead-form-context.ts'

type Errors = Record<string, string>

/**
 * A lead form (decision 007): a real form that posts to /api/leads/{form} and works before hydration;
 * once hydrated it checks each field as the visitor leaves it, sends with fetch, shows the server's
 * answer next to the fields, moves focus to the first problem and opens the thank-you page.
 */
export function LeadForm({
  formId,
  context,
  submitLabel,
  subjectId,
}: {
  formId: LeadFormId
  context: LeadFormContext
  submitLabel?: string
  subjectId?: number
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const form = LEAD_FORMS[formId]
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const captchaRef = useRef<HTMLDivElement>(null)
  const keyRef = useRef<HTMLInputElement>(null)
  const captcha = useRef<Promise<CaptchaWidget> | null>(null)
  const touched = useRef(new Set<string>())
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [thanks, setThanks] = useState<string | null>(null)
  const [campaign, setCampaign] = useState('')
  const [page, setPage] = useState('')

  // The Worker wrote this form's key into the served page (decision 007), and it stays until the
  // form is sent with success: a retry is the same lead, and a post before hydration carries it too.
  // A form first drawn in the browser (after a page change) was never served: it makes its own.
  useEffect(() => {
    if (keyRef.current && keyRef.current.value === '') keyRef.current.value = crypto.randomUUID()
    setPage(window.location.pathname)
    try {
      setCampaign(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? '')
    } catch {
      setCampaign('')
    }
  }, [])

  const fieldId = (name: string) => `${baseId}-${name}`
  const errorId = (name: string) => `${baseId}-${name}-error`

  function startCaptcha(): Promise<CaptchaWidget> {
    // The widget's code loads with the captcha, once the visitor starts on the form.
    captcha.current ??= import('#/components/captcha-widget.ts')
      .then(({ mountCaptcha }) =>
        mountCaptcha(captchaRef.current!, {
          siteKey: siteConfig().leads.captchaSiteKey,
          scriptUrl: context.captchaScriptUrl,
          language: locale,
        }),
      )
      .catch((error: unknown) => {
        captcha.current = null
        throw error
      })
    return captcha.current
  }

  async function check(): Promise<Record<string, ValidationCode>> {
    const { validateLead } = await import('./lead-validation.ts')
    const data = new FormData(formRef.current!)
    const outcome = validateLead(
      form,
      readFields(form.fields, (name) => data.getAll(name)),
      locale,
    )
    return outcome.ok ? {} : outcome.errors
  }

  const messageFor = (name: string, code: ValidationCode) => fieldMessage(i18n, form, name, code)

  /** As the visitor leaves a field (or changes one already marked), its message appears or goes. */
  async function recheck(name: string) {
    if (!touched.current.has(name)) return
    const codes = await check()
    setErrors((current) => {
      const next = { ...current }
      if (codes[name]) next[name] = messageFor(name, codes[name])
      else delete next[name]
      return next
    })
  }

  function showErrors(next: Errors, message: string) {
    setErrors(next)
    setFormError(message)
    // After React has drawn the messages: focus the first field in the order of the form.
    requestAnimationFrame(() => {
      const first = [...form.fields.map((spec) => spec.name), CAPTCHA_FIELD].find((name) => next[name])
      const target = first === CAPTCHA_FIELD ? captchaRef.current : formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
      target?.focus()
    })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    // A new try: the thanks of the last one would stand beside this one's answer.
    setThanks(null)
    for (const spec of form.fields) touched.current.add(spec.name)
    const codes = await check()
    if (Object.keys(codes).length > 0) {
      showErrors(Object.fromEntries(Object.entries(codes).map(([name, code]) => [name, messageFor(name, code)])), formErrorMessage(i18n))
      return
    }
    setSending(true)
    setFormError(null)
    try {
      const widget = await startCaptcha()
      await widget.token()
      const response = await fetch(leadActionPath(formId), {
        method: 'POST',
        body: new FormData(formRef.current!),
        headers: { Accept: 'application/json' },
      })
      const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; redirect?: string; message?: string; errors?: Errors }
      if (response.ok && answer.ok && answer.redirect) {
        router.history.push(answer.redirect)
        return
      }
      if (response.ok && answer.ok) {
        // A form that thanks in place: the message replaces the form, which starts over if used again.
        setErrors({})
        setThanks(answer.message ?? t`Thank you.`)
        formRef.current?.reset()
        // What the visitor sends next from this page is another submission.
        if (keyRef.current) keyRef.current.value = crypto.randomUUID()
        widget.reset()
        return
      }
      // The server spent the captcha's token on this answer: the next try needs a fresh one.
      widget.reset()
      showErrors(answer.errors ?? {}, answer.message ?? t`Your message could not be sent. Please try again in a moment.`)
    } catch {
      void captcha.current?.then(
        (widget) => widget.reset(),
        () => undefined,
      )
      // Offline, or the captcha could not load: nothing was stored, the visitor may send again.
      showErrors({}, t`Your message could not be sent. Please check your connection and try again.`)
    } finally {
      setSending(false)
    }
  }

  const formErrorId = `${baseId}-form-error`
  return (
    <form
      ref={formRef}
      method="post"
      action={leadActionPath(formId)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void startCaptcha().catch(() => undefined)}
      aria-describedby={formError ? formErrorId : undefined}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      {/* No value here either: the Worker's key must survive hydration; the browser sets it only as said above. */}
      <input type="hidden" name={IDEMPOTENCY_FIELD} ref={keyRef} suppressHydrationWarning />
      <input type="hidden" name={PAGE_FIELD} value={page} />
      <input type="hidden" name={CAMPAIGN_FIELD} value={campaign} />
      {subjectId !== undefined && <input type="hidden" name={SUBJECT_FIELD} value={subjectId} />}
      {/* The Worker writes when the page was served into this field as the answer leaves (no value here, so hydration keeps it). */}
      <input type="hidden" name={FORM_STAMP_FIELD} suppressHydrationWarning />
      {/* A field for robots only: hidden from sight, from screen readers and from the keyboard. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t`Fax`}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {thanks && <FormNotice tone="info">{thanks}</FormNotice>}
      {formError && (
        <FormNotice tone="error" id={formErrorId}>
          {formError}
        </FormNotice>
      )}
      <p className="mb-6 text-sm text-muted">
        <span aria-hidden="true" className="text-red-700">
          *{' '}
        </span>
        {t`Fields marked with an asterisk are required.`}
      </p>

      <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
        {form.fields.map((spec) => (
          <div key={spec.name} className={spec.width === 'half' ? '' : 'sm:col-span-2'}>
            <Field
              spec={spec}
              id={fieldId(spec.name)}
              errorId={errorId(spec.name)}
              error={errors[spec.name]}
              propertyTypes={context.propertyTypes}
              slots={context.slots ?? []}
              onLeave={() => {
                touched.current.add(spec.name)
                void recheck(spec.name)
              }}
              onEdit={() => {
                if (errors[spec.name]) void recheck(spec.name)
              }}
            />
          </div>
        ))}
      </div>

      <div className="mt-6">
        <div ref={captchaRef} tabIndex={-1} aria-describedby={errors[CAPTCHA_FIELD] ? `${baseId}-captcha-error` : undefined} />
        {errors[CAPTCHA_FIELD] && <FieldError id={`${baseId}-captcha-error`}>{errors[CAPTCHA_FIELD]}</FieldError>}
      </div>

      <button
        type="submit"
        aria-disabled={sending}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark sm:w-auto aria-disabled:opacity-70"
      >
        {sending ? t`Sending…` : (submitLabel ?? t`Send`)}
      </button>
    </form>
  )
}

export function LeadFormSection({
  formId,
  context,
  title,
  intro,
  subjectId,
}: {
  formId: LeadFormId
  context: LeadFormContext
  title: string
  intro?: string
  subjectId?: number
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl text-ink md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 mb-6 text-muted">{intro}</p>}
      <div className={intro ? '' : 'mt-6'}>
        <LeadForm formId={formId} context={context} subjectId={subjectId} />
      </div>
    </section>
  )
}
