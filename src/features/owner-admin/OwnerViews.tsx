import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { AdminRequestError } from '#/admin/admin-errors.ts'
import { addOwnerFn, inviteOwnerFn, linkOwnerPropertyFn, unlinkOwnerPropertyFn } from './owner-admin.functions.ts'
import { ownerQuery, ownersQuery } from './owner-admin-queries.ts'
import { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON } from '#/features/subscriber-admin/index.ts'
import { FIELD_INPUT_CLASS, FormNotice } from '#/components/FormFeedback.tsx'
import { formatDateTime } from '#/domain/display-formats.ts'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import type { OwnerDetail, OwnerListRow } from './owner-admin.server.ts'

// /admin/owners/ and /admin/owners/{id}/ (DESIGN.md "Staff and owners", owners: list, add, invite,
// link and unlink properties, see when they last logged in).

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase'
const TD = 'px-3 py-3 align-top text-sm'
const LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' }

/** The message of a refused change, in the member's language (the server wrote it), or a general one. */
function problemOf(error: unknown, fallback: string): string {
  return error instanceof AdminRequestError && typeof error.body.message === 'string' ? error.body.message : fallback
}

export function OwnerListView({ language }: { language: Locale }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const owners = useQuery(ownersQuery())
  const [added, setAdded] = useState<{ id: number; email: string } | null>(null)
  const add = useMutation({
    mutationFn: (input: { email: string; firstName: string; lastName: string; language: Locale }) =>
      addOwnerFn({ data: input }).then((answer) => ({ ...answer, email: input.email })),
    onSuccess: (answer) => {
      setAdded(answer)
      void queryClient.invalidateQueries({ queryKey: ownersQuery().queryKey })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    add.mutate({
      email: String(form.get('email')),
      firstName: String(form.get('firstName')),
      lastName: String(form.get('lastName')),
      language: String(form.get('language')) as Locale,
    })
  }
  const never = t`Never`
  return (
    <>
      <AdminPageHeader
        title={t`Owners`}
        intro={t`Owners reach their properties’ statistics in the owner portal. Add an owner, link their properties, then invite them to choose a password.`}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <AdminPanel title={t`All owners`}>
          {!owners.data ? (
            <p className="text-muted">{owners.isError ? t`The list could not be loaded. Try again in a moment.` : t`Loading…`}</p>
          ) : owners.data.owners.length === 0 ? (
            <p className="text-muted">{t`No owner yet.`}</p>
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`All owners`}>
              <table className="w-full min-w-[40rem] border-collapse">
                <thead className="border-b border-line">
                  <tr>
                    <th scope="col" className={TH}>{t`Name`}</th>
                    <th scope="col" className={TH}>{t`E-mail address`}</th>
                    <th scope="col" className={TH}>{t`Language`}</th>
                    <th scope="col" className={TH}>{t`Properties`}</th>
                    <th scope="col" className={TH}>{t`Last login`}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {owners.data.owners.map((owner) => (
                    <tr key={owner.id}>
                      <td className={TD}>
                        <Link
                          to="/admin/owners/$ownerId/"
                          params={{ ownerId: String(owner.id) }}
                          className="font-semibold text-brand-dark underline-offset-4 hover:underline"
                        >
                          {owner.name || owner.email}
                        </Link>
                      </td>
                      <td className={`${TD} break-all`}>{owner.email}</td>
                      <td className={`${TD} uppercase`}>{owner.language}</td>
                      <td className={TD}>{owner.properties}</td>
                      <td className={`${TD} whitespace-nowrap text-muted`}>
                        {owner.lastLoginAt
                          ? formatDateTime(owner.lastLoginAt, language)
                          : owner.hasPassword
                            ? never
                            : t`Invited, no password yet`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminPanel>
        <AdminPanel title={t`Add an owner`}>
          {added && (
            <FormNotice tone="info">
              {t`${added.email} was added.`}{' '}
              <Link to="/admin/owners/$ownerId/" params={{ ownerId: String(added.id) }} className="underline">
                {t`Link their properties and invite them`}
              </Link>
            </FormNotice>
          )}
          {add.isError && (
            <FormNotice tone="error">{problemOf(add.error, t`The owner could not be added. Try again in a moment.`)}</FormNotice>
          )}
          <form onSubmit={submit} className="grid gap-4">
            <label className="text-sm font-medium">
              {t`E-mail address`}
              <input name="email" type="email" required autoComplete="off" className={`${FIELD_INPUT_CLASS} border-line`} />
            </label>
            <label className="text-sm font-medium">
              {t`First name`}
              <input name="firstName" type="text" autoComplete="off" className={`${FIELD_INPUT_CLASS} border-line`} />
            </label>
            <label className="text-sm font-medium">
              {t`Last name`}
              <input name="lastName" type="text" autoComplete="off" className={`${FIELD_INPUT_CLASS} border-line`} />
            </label>
            <label className="text-sm font-medium">
              {t`Language of the owner’s mails and portal`}
              <select name="language" defaultValue="fr" className={`${FIELD_INPUT_CLASS} border-line`}>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LANGUAGE_NAMES[locale]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={ADMIN_BUTTON} disabled={add.isPending}>
              {t`Add the owner`}
            </button>
          </form>
        </AdminPanel>
      </div>
    </>
  )
}

export function OwnerPageView({ ownerId, language }: { ownerId: string; language: Locale }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const owner = useQuery(ownerQuery(ownerId))
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerQuery(ownerId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ownersQuery().queryKey }),
    ])
  const invite = useMutation({ mutationFn: () => inviteOwnerFn({ data: { ownerId } }) })
  const link = useMutation({
    mutationFn: (reference: string) => linkOwnerPropertyFn({ data: { ownerId, reference } }),
    onSuccess: refresh,
  })
  const unlink = useMutation({
    mutationFn: (propertyId: number) => unlinkOwnerPropertyFn({ data: { ownerId, propertyId } }),
    onSuccess: refresh,
  })
  if (owner.isError) {
    const missing = owner.error instanceof AdminRequestError && owner.error.status === 404
    return <AdminPageHeader title={missing ? t`This owner does not exist` : t`The owner could not be loaded. Try again in a moment.`} />
  }
  if (!owner.data) return <p className="text-muted">{t`Loading…`}</p>
  const data = owner.data.owner
  const submitLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    link.mutate(String(new FormData(form).get('reference') ?? ''), { onSuccess: () => form.reset() })
  }
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/owners/" className="text-brand-dark underline-offset-4 hover:underline">
          ← {t`All owners`}
        </Link>
      </p>
      <AdminPageHeader
        title={data.name || data.email}
        intro={data.email}
        actions={
          <button type="button" className={ADMIN_BUTTON} disabled={invite.isPending} onClick={() => invite.mutate()}>
            {data.hasPassword ? t`Send a new password link` : t`Invite to the owner portal`}
          </button>
        }
      />
      <div aria-live="polite">
        {invite.isSuccess &&
          (invite.data.sent ? (
            <FormNotice tone="info">{t`The owner was sent the link to choose a password (valid 30 minutes).`}</FormNotice>
          ) : (
            <FormNotice tone="info">{t`The invitation is saved, but its mail could not leave yet. The site sends it again by itself within minutes, with a link valid 30 minutes from then.`}</FormNotice>
          ))}
        {invite.isError && (
          <FormNotice tone="error">{problemOf(invite.error, t`The invitation could not be sent. Try again in a moment.`)}</FormNotice>
        )}
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <AdminPanel title={t`Account`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{t`Language`}</dt>
            <dd>{LANGUAGE_NAMES[data.language as Locale] ?? data.language}</dd>
            <dt className="text-muted">{t`Password`}</dt>
            <dd>{data.hasPassword ? t`Chosen` : t`Not chosen yet`}</dd>
            <dt className="text-muted">{t`Last login`}</dt>
            <dd>{data.lastLoginAt ? formatDateTime(data.lastLoginAt, language) : t`Never`}</dd>
            <dt className="text-muted">{t`Added`}</dt>
            <dd>{formatDateTime(data.createdAt, language)}</dd>
          </dl>
        </AdminPanel>
        <AdminPanel title={t`Properties`}>
          {data.linked.length === 0 ? (
            <p className="mb-4 text-muted">{t`No property is linked yet.`}</p>
          ) : (
            <ul className="mb-6 divide-y divide-line rounded-xl border border-line">
              {data.linked.map((property) => {
                const reference = property.id
                const place = [property.street, `${property.zip} ${property.city}`].filter(Boolean).join(', ')
                return (
                  <li key={property.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                    <div>
                      <p className="font-semibold">{t`Reference ${reference}`}</p>
                      <p className="text-sm text-muted">
                        {i18n._(GOAL_LABELS[property.goal as 0 | 1].name)} · {place}
                      </p>
                    </div>
                    <button
                      type="button"
                      className={ADMIN_SECONDARY_BUTTON}
                      disabled={unlink.isPending}
                      onClick={() => unlink.mutate(property.id)}
                      aria-label={t`Unlink the property ${reference}`}
                    >
                      {t`Unlink`}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
          <form onSubmit={submitLink} className="flex flex-wrap items-end gap-3">
            <label className="grow basis-48 text-sm font-medium">
              {t`Property reference`}
              <input
                name="reference"
                inputMode="numeric"
                required
                autoComplete="off"
                aria-describedby={link.isError ? 'link-problem' : undefined}
                className={`${FIELD_INPUT_CLASS} border-line`}
              />
            </label>
            <button type="submit" className={ADMIN_BUTTON} disabled={link.isPending}>
              {t`Link the property`}
            </button>
          </form>
          {link.isError && (
            <p id="link-problem" role="alert" className="mt-3 text-sm font-medium text-red-700">
              {problemOf(link.error, t`The property could not be linked. Try again in a moment.`)}
            </p>
          )}
        </AdminPanel>
      </div>
    </>
  )
}
