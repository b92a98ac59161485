import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { adminPost } from '#/admin/admin-query.ts'
import { saveStaffProfileFn } from './staff-admin.functions.ts'
import { staffProfileQuery } from './staff-queries.ts'
import { addPasskey } from './passkey-browser.ts'
import { PASSKEY_LABEL_MAX } from './passkey-label.ts'
import { KeyIcon, useCeremonyMessage } from './StaffDoorViews.tsx'
import { DANGER, INPUT, LABEL, LanguageSelect, Loading, Notice, PRIMARY, SECONDARY, useFailureText } from './staff-view-parts.tsx'

// DESIGN.md "Staff and owners", the staff member's language, chosen in their profile: name, language,
// passkeys (add another, remove one but never the last; the passkey ceremony's doors are not moved
// yet, decision 033), and signing out everywhere.

export function StaffProfileView() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const id = useId()
  const router = useRouter()
  const queryClient = useQueryClient()
  const failure = useFailureText()
  const describe = useCeremonyMessage()
  const profile = useQuery(staffProfileQuery())
  const [saved, setSaved] = useState(false)
  const [passkeyMessage, setPasskeyMessage] = useState<{ tone: 'info' | 'error'; text: string }>()
  const [adding, setAdding] = useState(false)

  const save = useMutation({
    mutationFn: (body: { name: string; language: Locale }) => saveStaffProfileFn({ data: body }),
    onSuccess: async () => {
      setSaved(true)
      await queryClient.invalidateQueries({ queryKey: staffProfileQuery().queryKey })
      // The section's guard reads the member again and switches the whole back office to their language.
      await router.invalidate()
    },
  })
  const remove = useMutation({
    mutationFn: (passkeyId: string) => adminPost('passkeys/remove', { id: passkeyId }),
    onSuccess: () => {
      setPasskeyMessage({ tone: 'info', text: t`The passkey was removed.` })
      return queryClient.invalidateQueries({ queryKey: staffProfileQuery().queryKey })
    },
    onError: (error) => setPasskeyMessage({ tone: 'error', text: failure(error) }),
  })

  function submitProfile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaved(false)
    const form = new FormData(event.currentTarget)
    save.mutate({ name: String(form.get('name') ?? ''), language: String(form.get('language') ?? 'fr') as Locale })
  }

  async function submitPasskey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (adding) return
    const form = event.currentTarget
    setAdding(true)
    setPasskeyMessage(undefined)
    const outcome = await addPasskey(String(new FormData(form).get('label') ?? ''), t`Registering did not work. Try again.`)
    setAdding(false)
    if (outcome.ok) {
      form.reset()
      setPasskeyMessage({ tone: 'info', text: t`Your new passkey is registered.` })
      await queryClient.invalidateQueries({ queryKey: staffProfileQuery().queryKey })
    } else {
      setPasskeyMessage({ tone: 'error', text: describe(outcome) })
    }
  }

  if (!profile.data)
    return (
      <>
        <AdminPageHeader title={t`My profile`} />
        {profile.error ? <Notice tone="error">{failure(profile.error)}</Notice> : <Loading />}
      </>
    )
  const data = profile.data
  const onlyOne = data.passkeys.length <= 1
  return (
    <>
      <AdminPageHeader title={t`My profile`} intro={data.email} />
      <div className="grid gap-6 xl:grid-cols-2">
        <AdminPanel title={t`Name and language`}>
          <form onSubmit={submitProfile} className="grid gap-4">
            <div>
              <label htmlFor={`${id}-name`} className={LABEL}>{t`Name`}</label>
              <input id={`${id}-name`} name="name" defaultValue={data.name} maxLength={120} autoComplete="name" className={INPUT} />
            </div>
            <div>
              <label htmlFor={`${id}-language`} className={LABEL}>{t`Language of the back office`}</label>
              <LanguageSelect id={`${id}-language`} name="language" defaultValue={data.language} />
            </div>
            <div>
              <button type="submit" aria-disabled={save.isPending || undefined} className={PRIMARY}>{t`Save`}</button>
            </div>
          </form>
          {saved && <Notice tone="info">{t`Your profile is saved.`}</Notice>}
          {save.error && <Notice tone="error">{failure(save.error)}</Notice>}
        </AdminPanel>

        <AdminPanel title={t`Passkeys`}>
          <ul className="divide-y divide-line">
            {data.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-semibold text-ink">
                    <KeyIcon />
                    {passkey.label || t`Passkey`}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {t`Registered ${formatDateTime(passkey.createdAt, locale)}`} ·{' '}
                    {passkey.lastUsedAt ? t`last used ${formatDateTime(passkey.lastUsedAt, locale)}` : t`never used to sign in`}
                  </p>
                </div>
                {!onlyOne && (
                  <button
                    type="button"
                    className={DANGER}
                    aria-disabled={remove.isPending || undefined}
                    onClick={() => !remove.isPending && remove.mutate(passkey.id)}
                  >
                    {t`Remove`}
                    <span className="sr-only"> {passkey.label || t`Passkey`}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {data.passkeys.length === 1 && (
            <p className="mt-2 text-sm text-muted">{t`This is your only passkey, so it cannot be removed. Register another one first.`}</p>
          )}
          <form onSubmit={submitPasskey} className="mt-5 flex flex-wrap items-end gap-3 border-t border-line pt-5">
            <div className="min-w-48 flex-1">
              <label htmlFor={`${id}-label`} className={LABEL}>{t`Name of the new passkey`}</label>
              <input id={`${id}-label`} name="label" maxLength={PASSKEY_LABEL_MAX} autoComplete="off" className={INPUT} />
            </div>
            <button type="submit" aria-disabled={adding || undefined} className={SECONDARY}>
              {adding ? t`Waiting for your passkey…` : t`Add a passkey`}
            </button>
          </form>
          {passkeyMessage && <Notice tone={passkeyMessage.tone}>{passkeyMessage.text}</Notice>}
        </AdminPanel>

        <AdminPanel title={t`Sessions`}>
          <p className="text-muted">{t`Signing out everywhere ends every session of yours, on every device, this one included.`}</p>
          <form method="post" action="/api/admin/sign-out" className="mt-4">
            <input type="hidden" name="everywhere" value="1" />
            <button type="submit" className={DANGER}>{t`Sign out everywhere`}</button>
          </form>
        </AdminPanel>
      </div>
    </>
  )
}
