import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { FIELD_INPUT_CLASS, FormNotice } from '#/components/FormFeedback.tsx'
import type { Locale } from '#/i18n/locales.ts'
import { registerInvitedPasskey, signInWithPasskey, type CeremonyOutcome } from './passkey-browser.ts'
import { PASSKEY_LABEL_MAX } from './passkey-label.ts'

// The back office's two doors that need no session (decision 018): signing in with a passkey, and
// registering one from an invitation. Passkeys need JavaScript: without it, the page says so.

export const PRIMARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark focus-visible:outline-offset-4 aria-disabled:opacity-70'

/** The plain frame of the sign-in and registration pages: the agency, the back office, one card. */
export function StaffDoorFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4 md:px-6">
          <span className="font-display text-xl text-brand-dark">{siteConfig().agency.name}</span>
          <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink uppercase">{t`Back office`}</span>
        </div>
      </header>
      <main id="admin-main" className="flex flex-1 items-start justify-center px-4 py-10 md:py-20">
        <div className="w-full max-w-md">
          <h1 className="font-display text-3xl leading-tight text-ink md:text-4xl">{title}</h1>
          {intro && <p className="mt-3 text-muted">{intro}</p>}
          <div className="mt-8 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">{children}</div>
        </div>
      </main>
    </div>
  )
}

/** What a ceremony that did not finish says, in the member's language. */
export function useCeremonyMessage() {
  const { t } = useLingui()
  return (outcome: Exclude<CeremonyOutcome, { ok: true }>): string => {
    switch (outcome.reason) {
      case 'unsupported':
        return t`This browser cannot use passkeys. Use an up-to-date browser on your phone or computer.`
      case 'cancelled':
        return t`No passkey was used: the request was cancelled, or this device has no passkey for this back office. Try again, or use the device where you registered your passkey.`
      case 'network':
        return t`The back office could not be reached. Check your connection and try again.`
      case 'refused':
        return outcome.message
    }
  }
}

function NoScriptNotice() {
  const { t } = useLingui()
  return (
    <noscript>
      <p className="mb-4 rounded-xl border border-line bg-sand px-4 py-3 text-ink">{t`Passkeys need JavaScript: switch it on in this browser to sign in to the back office.`}</p>
    </noscript>
  )
}

/**
 * A door's ceremony: one at a time, and on success the page the server names; otherwise the
 * message, focused so a screen reader reads it.
 */
function useDoorCeremony() {
  const describe = useCeremonyMessage()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const messageRef = useRef<HTMLDivElement>(null)
  async function run(ceremony: () => Promise<CeremonyOutcome>) {
    if (busy) return
    setBusy(true)
    setError(undefined)
    const outcome = await ceremony()
    if (outcome.ok) {
      window.location.assign(outcome.redirect ?? '/admin/')
      return
    }
    setBusy(false)
    setError(describe(outcome))
    requestAnimationFrame(() => messageRef.current?.focus())
  }
  return { error, busy, messageRef, run }
}

export function StaffSignInView({ locale, notice }: { locale: Locale; notice?: 'ended' | 'signed-out' }) {
  const { t } = useLingui()
  const { error, busy, messageRef, run } = useDoorCeremony()
  const initial =
    notice === 'ended'
      ? t`Your session has ended. Sign in again to continue.`
      : notice === 'signed-out'
        ? t`You are signed out.`
        : undefined

  const signIn = () => run(() => signInWithPasskey(locale, t`Signing in did not work. Try again.`))

  return (
    <StaffDoorFrame
      title={t`Sign in to the back office`}
      intro={t`Staff sign in with a passkey: your phone, your computer or a security key. There is no password.`}
    >
      <NoScriptNotice />
      <div ref={messageRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {error ? <FormNotice tone="error">{error}</FormNotice> : initial ? <FormNotice tone="info">{initial}</FormNotice> : null}
      </div>
      <button
        type="button"
        onClick={signIn}
        aria-disabled={busy || undefined}
        className={`${PRIMARY_BUTTON} w-full`}
        data-testid="passkey-sign-in"
      >
        <KeyIcon />
        {busy ? t`Waiting for your passkey…` : t`Sign in with a passkey`}
      </button>
      <p className="mt-6 text-sm text-muted">{t`No passkey yet? An administrator invites you by e-mail; the link in that mail registers your passkey.`}</p>
    </StaffDoorFrame>
  )
}

export type InvitationRead = { kind: 'usable'; email: string; name: string } | { kind: 'expired' | 'used' | 'unknown' }

export function StaffRegisterView({ token, invitation, locale }: { token: string; invitation: InvitationRead; locale: Locale }) {
  const { t } = useLingui()
  const id = useId()
  const { error, busy, messageRef, run } = useDoorCeremony()

  if (invitation.kind !== 'usable') {
    const text =
      invitation.kind === 'expired'
        ? t`This invitation link has expired (it works for 24 hours). Ask an administrator for a new one.`
        : invitation.kind === 'used'
          ? t`This invitation link was already used. Sign in with your passkey, or ask an administrator for a new link.`
          : t`This invitation link is not valid. Ask an administrator for a new one.`
    return (
      <StaffDoorFrame title={t`Register your passkey`}>
        <FormNotice tone="error">{text}</FormNotice>
        <a href="/admin/sign-in/" className={`${PRIMARY_BUTTON} w-full`}>
          {t`Go to the sign-in page`}
        </a>
      </StaffDoorFrame>
    )
  }

  function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const label = String(new FormData(event.currentTarget).get('label') ?? '')
    void run(() => registerInvitedPasskey(token, label, locale, t`Registering did not work. Try again.`))
  }

  const who = invitation.name || invitation.email
  return (
    <StaffDoorFrame
      title={t`Register your passkey`}
      intro={t`Welcome, ${who}. Your passkey will open the back office from this device, without a password.`}
    >
      <NoScriptNotice />
      <div ref={messageRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {error && <FormNotice tone="error">{error}</FormNotice>}
      </div>
      <form onSubmit={register} noValidate>
        <label htmlFor={`${id}-label`} className="text-sm font-medium">
          {t`Name this passkey`}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t`So you recognise it in your profile, for example "Work laptop" or "iPhone".`}
        </p>
        <input
          id={`${id}-label`}
          name="label"
          type="text"
          maxLength={PASSKEY_LABEL_MAX}
          aria-describedby={`${id}-hint`}
          className={`${FIELD_INPUT_CLASS} border-line`}
          autoComplete="off"
        />
        <p className="mt-5 text-sm text-muted">{t`Invitation for ${invitation.email}`}</p>
        <button type="submit" aria-disabled={busy || undefined} className={`${PRIMARY_BUTTON} mt-6 w-full`}>
          <KeyIcon />
          {busy ? t`Waiting for your passkey…` : t`Register my passkey`}
        </button>
      </form>
    </StaffDoorFrame>
  )
}

export function KeyIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
    </svg>
  )
}
