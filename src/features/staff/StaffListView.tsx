import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import { LOCALE_NATIVE_NAMES, isLocale, type Locale } from '#/i18n/locales.ts'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { changeStaffRoleFn, inviteStaffFn, revokeStaffFn } from './staff-admin.functions.ts'
import { staffListQuery } from './staff-queries.ts'
import type { StaffListMember } from './staff-admin.server.ts'
import type { StaffRole } from '#/admin/staff-roles.ts'
import type { StaffIdentity } from '#/admin/staff-roles.ts'
import { DANGER, INPUT, LABEL, LanguageSelect, Loading, Notice, PRIMARY, SECONDARY, useFailureText } from './staff-view-parts.tsx'

// DESIGN.md "Staff and owners", admin (staff, settings): the members with their role, last sign-in, passkeys and
// status; invite, change a role, revoke (every session ends). Nobody revokes or demotes themselves.

type Member = StaffListMember

export function StaffListView({ me }: { me: StaffIdentity }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const id = useId()
  const queryClient = useQueryClient()
  const failure = useFailureText()
  const members = useQuery(staffListQuery())
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffListQuery().queryKey })
  const report = { onError: (error: Error) => setMessage({ tone: 'error', text: failure(error) }) }

  const invite = useMutation({
    mutationFn: (body: { email: string; role: StaffRole; name?: string; language?: 'nl' | 'fr' | 'en' | 'de' }) =>
      inviteStaffFn({ data: body }),
    onSuccess: ({ mailed }, body) => {
      // A first try that failed: the mail waits in the outbox, and the site sends it again by itself.
      const text = mailed
        ? t`An invitation was mailed to ${body.email}. The link works once, for 24 hours.`
        : t`The invitation to ${body.email} is saved, but its mail could not leave yet. The site sends it again by itself within minutes; the link works once, for 24 hours from then.`
      setMessage({ tone: 'info', text })
      return refresh()
    },
    ...report,
  })
  const changeRole = useMutation({
    mutationFn: (body: { id: number; role: StaffRole }) => changeStaffRoleFn({ data: body }),
    onSuccess: () => {
      setMessage({ tone: 'info', text: t`The role was changed.` })
      return refresh()
    },
    ...report,
  })
  const revoke = useMutation({
    mutationFn: (member: Member) => revokeStaffFn({ data: { id: member.id } }),
    onSuccess: (_, member) => {
      setMessage({ tone: 'info', text: t`${member.email} no longer has access; their sessions have ended.` })
      return refresh()
    },
    ...report,
  })

  function submitInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]))
    // The server function's schema checks the fields (a role or a language it does not know is refused).
    invite.mutate(data as Parameters<typeof inviteStaffFn>[0]['data'], { onSuccess: () => form.reset() })
  }

  const roleLabel = (role: string) => (role === 'admin' ? t`Administrator` : t`Agent`)
  const status = (member: Member) =>
    member.revokedAt
      ? { text: t`Revoked ${formatDateTime(member.revokedAt, locale)}`, tone: 'bg-red-50 text-red-800' }
      : member.passkeys > 0
        ? { text: t`Active`, tone: 'bg-brand/10 text-brand-dark' }
        : member.invitationExpiresAt && Date.parse(member.invitationExpiresAt) > Date.now()
          ? { text: t`Invited, link valid until ${formatDateTime(member.invitationExpiresAt, locale)}`, tone: 'bg-sand text-ink' }
          : { text: t`Invitation expired`, tone: 'bg-sand text-ink' }

  return (
    <>
      <AdminPageHeader title={t`Staff`} intro={t`Who can open the back office. Administrators manage staff; agents do everything else.`} />
      <div className="grid gap-6">
        <AdminPanel title={t`Invite a staff member`}>
          <form onSubmit={submitInvite} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[2fr_1.5fr_1fr_1fr_auto] xl:items-end">
            <div>
              <label htmlFor={`${id}-email`} className={LABEL}>{t`Email address`}</label>
              <input id={`${id}-email`} name="email" type="email" required autoComplete="off" className={INPUT} />
            </div>
            <div>
              <label htmlFor={`${id}-name`} className={LABEL}>{t`Name`}</label>
              <input id={`${id}-name`} name="name" autoComplete="off" maxLength={120} className={INPUT} />
            </div>
            <div>
              <label htmlFor={`${id}-role`} className={LABEL}>{t`Role`}</label>
              <select id={`${id}-role`} name="role" defaultValue="agent" className={INPUT}>
                <option value="agent">{t`Agent`}</option>
                <option value="admin">{t`Administrator`}</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-language`} className={LABEL}>{t`Language`}</label>
              <LanguageSelect id={`${id}-language`} name="language" defaultValue={locale} />
            </div>
            <div>
              <button type="submit" aria-disabled={invite.isPending || undefined} className={PRIMARY}>{t`Send the invitation`}</button>
            </div>
          </form>
          <div aria-live="polite">{message && <Notice tone={message.tone}>{message.text}</Notice>}</div>
        </AdminPanel>

        <AdminPanel title={t`Members`}>
          {!members.data ? (
            members.error ? (
              <Notice tone="error">{failure(members.error)}</Notice>
            ) : (
              <Loading />
            )
          ) : (
            <ul className="divide-y divide-line">
              {members.data.members.map((member) => {
                const self = member.id === me.id
                const state = status(member)
                return (
                  <li key={member.id} className="grid gap-3 py-4 xl:grid-cols-[minmax(0,1fr)_13rem_15rem_13rem] xl:gap-4 xl:items-center">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">
                        {member.name || member.email}
                        {self && <span className="ml-2 text-sm font-normal text-muted">({t`you`})</span>}
                      </p>
                      <p className="text-sm break-all text-muted">{member.email}</p>
                      <p className="mt-1 text-sm text-muted">
                        {isLocale(member.language) ? LOCALE_NATIVE_NAMES[member.language] : member.language} ·{' '}
                        {member.passkeys === 1 ? t`1 passkey` : t`${member.passkeys} passkeys`}
                      </p>
                    </div>
                    <div className="text-sm">
                      <span className={`inline-block rounded-full px-2.5 py-0.5 font-medium ${state.tone}`}>{state.text}</span>
                      <p className="mt-1 text-muted">
                        {member.lastSignInAt ? t`Last sign-in ${formatDateTime(member.lastSignInAt, locale)}` : t`Never signed in`}
                      </p>
                    </div>
                    <div>
                      {self || member.revokedAt ? (
                        <p className="text-sm font-medium text-ink">{roleLabel(member.role)}</p>
                      ) : (
                        // A select and its button: arrowing through the options changes nothing until the button is pressed.
                        <form
                          className="flex items-center gap-2"
                          onSubmit={(event) => {
                            event.preventDefault()
                            const role = String(new FormData(event.currentTarget).get('role')) as StaffRole
                            if (role !== member.role) changeRole.mutate({ id: member.id, role })
                          }}
                        >
                          <label htmlFor={`${id}-role-${member.id}`} className="sr-only">{t`Role of ${member.email}`}</label>
                          <select
                            id={`${id}-role-${member.id}`}
                            name="role"
                            defaultValue={member.role}
                            key={member.role}
                            className={`${INPUT} mt-0 min-w-0 flex-1`}
                          >
                            <option value="agent">{t`Agent`}</option>
                            <option value="admin">{t`Administrator`}</option>
                          </select>
                          <button type="submit" className={SECONDARY}>
                            {t`Change`}
                            <span className="sr-only"> {t`Role of ${member.email}`}</span>
                          </button>
                        </form>
                      )}
                    </div>
                    <div className="flex flex-wrap gap-2 xl:justify-end">
                      {!self && (member.revokedAt || member.passkeys === 0) && (
                        <button
                          type="button"
                          className={SECONDARY}
                          onClick={() => invite.mutate({ email: member.email, role: member.role, language: member.language as Locale })}
                        >
                          {t`Invite again`}
                          <span className="sr-only"> {member.email}</span>
                        </button>
                      )}
                      {!self && !member.revokedAt && (
                        <button
                          type="button"
                          className={DANGER}
                          onClick={() =>
                            window.confirm(t`Revoke ${member.email}? Every session of theirs ends at once.`) && revoke.mutate(member)
                          }
                        >
                          {t`Revoke`}
                          <span className="sr-only"> {member.email}</span>
                        </button>
                      )}
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </AdminPanel>
      </div>
    </>
  )
}
