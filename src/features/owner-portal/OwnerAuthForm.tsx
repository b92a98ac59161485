import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { FIELD_INPUT_CLASS, FieldError, FormNotice } from '#/components/FormFeedback.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { CaptchaWidget } from '#/components/captcha-widget.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'

// The owner's small forms (login, forgotten password, new password, change password). They post to
// /api/owner/…: with JavaScript by fetch, so messages appear in place and focus goes to the first
// problem; without it as a plain form, and the server redirects to the page that says what happened.

export type OwnerField = {
  name: string
  type: 'email' | 'password' | 'hidden'
  label?: string
  autoComplete?: string
  value?: string
  hint?: string
}

export type FormMessage = { tone: 'info' | 'error'; text: string }

type JsonAnswer = {
  ok: boolean
  redirect?: string
  message?: string
  errors?: Record<string, string>
  captchaRequired?: boolean
  leave?: boolean
}

export function OwnerAuthForm({
  action,
  fields,
  submitLabel,
  notice,
  captchaScriptUrl,
  stayOnSuccess = false,
  children,
}: {
  action: string
  fields: OwnerField[]
  submitLabel: string
  notice?: FormMessage
  /** where the captcha script comes from, when this form may ask for it (the login) */
  captchaScriptUrl?: string
  /** show the success message here instead of following the answer's redirect */
  stayOnSuccess?: boolean
  children?: ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<FormMessage | undefined>(notice)
  const [sending, setSending] = useState(false)
  const [captchaShown, setCaptchaShown] = useState(false)
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = useRef<Promise<CaptchaWidget> | undefined>(undefined)
  const messageRef = useRef<HTMLDivElement>(null)

  function showCaptcha() {
    if (!captchaScriptUrl || !captchaBox.current || captcha.current) return
    setCaptchaShown(true)
    const box = captchaBox.current
    captcha.current = import('#/components/captcha-widget.ts').then(({ mountCaptcha }) =>
      mountCaptcha(box, { siteKey: siteConfig().leads.captchaSiteKey, scriptUrl: captchaScriptUrl, language: locale }),
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const body = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value)
    setSending(true)
    try {
      if (captcha.current) body.set(CAPTCHA_FIELD, await (await captcha.current).token())
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
      const answer = (await response.json()) as JsonAnswer
      if (answer.ok) {
        if (stayOnSuccess || !answer.redirect) {
          setErrors({})
          setMessage({ tone: 'info', text: answer.message ?? '' })
          for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = ''
          messageRef.current?.focus()
        } else {
          window.location.assign(answer.redirect)
          return
        }
      } else if (answer.leave && answer.redirect) {
        // This form cannot succeed any more (a spent reset link): the page the answer names can help.
        window.location.assign(answer.redirect)
        return
      } else {
        setErrors(answer.errors ?? {})
        setMessage({ tone: 'error', text: answer.message ?? t`Data not sent: please check the fields marked in red.` })
        if (captcha.current) (await captcha.current).reset()
        if (answer.captchaRequired) showCaptcha()
        const first = Object.keys(answer.errors ?? {})[0]
        const target = first ? form.querySelector<HTMLInputElement>(`[name="${first}"]`) : null
        // Focus moves to the first field to fix, else to the message, so a screen reader reads it.
        requestAnimationFrame(() => (target ?? messageRef.current)?.focus())
      }
    } catch {
      setMessage({ tone: 'error', text: t`This could not be sent. Please check your connection and try again.` })
      requestAnimationFrame(() => messageRef.current?.focus())
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <input type="hidden" name="locale" value={locale} />
      <div ref={messageRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {message?.text && <FormNotice tone={message.tone}>{message.text}</FormNotice>}
      </div>
      <div className="space-y-5">
        {fields.map((field) => {
          if (field.type === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={field.value ?? ''} />
          const inputId = `${id}-${field.name}`
          const error = errors[field.name]
          const described = [field.hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ')
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="text-sm font-medium">
                {field.label}
              </label>
              {field.hint && (
                <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
                  {field.hint}
                </p>
              )}
              <input
                id={inputId}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={field.value}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                className={`${FIELD_INPUT_CLASS} border-line`}
                spellCheck={false}
                autoCapitalize="none"
              />
              {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
            </div>
          )
        })}
      </div>
      <div ref={captchaBox} className={captchaShown ? 'mt-6 min-h-16' : 'hidden'} />
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className="mt-7 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark sm:w-auto aria-disabled:opacity-70"
      >
        {submitLabel}
      </button>
      {children}
    </form>
  )
}
