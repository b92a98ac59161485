import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { VersionHistoryList } from '#/admin/VersionHistoryList.tsx'
import { ADMIN_INPUT, DANGER_BUTTON, Outcome, PRIMARY_BUTTON, SECONDARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import { siteConfig } from '#/config/site-config.ts'
import { TEAM_PAGE_MAX_MEMBERS } from '#/domain/content-limits.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import { TEAM_TEXT_LIMITS, type TeamDocument } from '#/content/team-document.ts'
import { SiteImageField } from '#/features/site-media/index.ts'
import { useLanguageNames } from '#/admin/language-names.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import type { TeamEditorState } from './team-answers.ts'
import { discardTeamDraftFn, publishTeamFn, restoreTeamFn, saveTeamDraftFn } from './team-editor.functions.ts'
import { teamEditorQuery } from './team-editor-queries.ts'
import { blankMember, formOfTeam, moved, problemsByMember, problemsUnder, teamOfForm, type MemberForm } from './team-form.ts'

// Decision 034: the agency's team in the back office, for agents and admins: the members in the
// order of the team page, each opened to edit its name, role and biography per language, contact,
// languages and portrait; saved as a draft, previewed on the real team page, published for every
// visitor, and any earlier version restored in one click.

const LABEL = 'text-sm font-medium text-ink'
const NO_PROBLEMS: ReadonlySet<string> = new Set()

// Entries are named by their place when the form is drawn (the same on the server and in the browser), added ones by a count.
let added = 0
const addedKey = () => `added-${++added}`

function TextField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  wrong: boolean
  type?: string
  required?: boolean
  lang?: Locale
  maxLength: number
  multiline?: boolean
  inputRef?: Ref<HTMLInputElement>
}) {
  const { t } = useLingui()
  const id = useId()
  const common = {
    id,
    value: props.value,
    required: props.required,
    lang: props.lang,
    maxLength: props.maxLength,
    'aria-invalid': props.wrong || undefined,
    'aria-describedby': props.wrong ? `${id}-problem` : undefined,
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {props.label}
        {props.required && <span className="text-muted"> {t`(required)`}</span>}
      </label>
      {props.multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${ADMIN_INPUT} mt-1.5 py-2.5`}
        />
      ) : (
        <input
          {...common}
          ref={props.inputRef}
          type={props.type ?? 'text'}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${ADMIN_INPUT} mt-1.5`}
        />
      )}
      {props.wrong && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">
          {t`This value is not accepted. Check it and save again.`}
        </p>
      )}
    </div>
  )
}

function MemberFields({
  member,
  problems,
  onChange,
  nameRef,
}: {
  member: MemberForm
  problems: ReadonlySet<string>
  onChange: (member: MemberForm) => void
  nameRef: Ref<HTMLInputElement>
}) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const set = <K extends keyof MemberForm>(field: K, value: MemberForm[K]) => onChange({ ...member, [field]: value })
  const languagesWrong = problems.has('languages')
  return (
    <div className="mt-4 grid gap-5">
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label={t`Name`}
          value={member.name}
          onChange={(value) => set('name', value)}
          wrong={problems.has('name')}
          required
          maxLength={TEAM_TEXT_LIMITS.name}
          inputRef={nameRef}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          value={member.phone}
          onChange={(value) => set('phone', value)}
          wrong={problems.has('phone')}
          maxLength={TEAM_TEXT_LIMITS.phone}
        />
        <TextField
          label={t`E-mail`}
          type="email"
          value={member.email}
          onChange={(value) => set('email', value)}
          wrong={problems.has('email')}
          maxLength={TEAM_TEXT_LIMITS.email}
        />
      </div>
      <fieldset>
        <legend className={LABEL}>{t`Role`}</legend>
        <div className="mt-1 grid gap-3 md:grid-cols-2">
          {LOCALES.map((locale) => (
            <TextField
              key={locale}
              label={names[locale]}
              lang={locale}
              value={member.role[locale]}
              onChange={(value) => set('role', { ...member.role, [locale]: value })}
              wrong={problems.has(`role.${locale}`)}
              required={locale === 'nl' || locale === 'fr'}
              maxLength={TEAM_TEXT_LIMITS.role}
            />
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={languagesWrong ? `${member.key}-languages-problem` : undefined}>
        <legend className={LABEL}>{t`Languages spoken`}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {LOCALES.map((locale) => (
            <label key={locale} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={member.languages.includes(locale)}
                onChange={(event) =>
                  set(
                    'languages',
                    event.target.checked ? [...member.languages, locale] : member.languages.filter((code) => code !== locale),
                  )
                }
                className="size-5"
              />
              {names[locale]}
            </label>
          ))}
        </div>
        {languagesWrong && (
          <p id={`${member.key}-languages-problem`} className="text-sm text-red-800">
            {t`Tick at least one language.`}
          </p>
        )}
      </fieldset>
      <SiteImageField
        slot="team"
        label={t`Portrait`}
        value={member.photo}
        onChange={(photo) => set('photo', photo)}
        problems={problemsUnder(problems, 'photo')}
      />
      <fieldset>
        <legend className={LABEL}>{t`Short biography`}</legend>
        <p className="text-sm text-muted">{t`Plain text. A language left empty shows the English or default text.`}</p>
        <div className="mt-1 grid gap-3 md:grid-cols-2">
          {LOCALES.map((locale) => (
            <TextField
              key={locale}
              label={names[locale]}
              lang={locale}
              multiline
              value={member.bio[locale]}
              onChange={(value) => set('bio', { ...member.bio, [locale]: value })}
              wrong={problems.has(`bio.${locale}`)}
              maxLength={TEAM_TEXT_LIMITS.bio}
            />
          ))}
        </div>
      </fieldset>
    </div>
  )
}

function TeamForm({ team, onSaved }: { team: TeamDocument; onSaved: () => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const [members, setMembers] = useState(() => formOfTeam(team, (index) => `member-${index}`))
  const [open, setOpen] = useState<string>()
  const [problems, setProblems] = useState<Map<number, Set<string>>>(new Map())
  // After a move or an addition, where the keyboard's focus goes: the moved entry's button, or the new member's name.
  const [focus, setFocus] = useState<{ key: string; control: 'up' | 'down' | 'toggle' | 'name' }>()
  const controls = useRef(new Map<string, HTMLElement | null>())
  useEffect(() => {
    if (!focus) return
    controls.current.get(`${focus.key}:${focus.control}`)?.focus()
    setFocus(undefined)
  }, [focus])
  const refFor = (key: string, control: string) => (element: HTMLElement | null) => {
    controls.current.set(`${key}:${control}`, element)
  }

  const save = useMutation({
    mutationFn: (team: unknown) => saveTeamDraftFn({ data: { team: team as Record<string, unknown> } }),
    onSuccess: async (answer) => {
      if (answer.kind === 'invalid') {
        const byMember = problemsByMember(answer.problems)
        setProblems(byMember)
        const first = [...byMember.keys()].filter((index) => index >= 0).sort((a, b) => a - b)[0]
        if (first !== undefined) setOpen(members[first]?.key)
        return
      }
      setProblems(new Map())
      onSaved()
      await queryClient.invalidateQueries({ queryKey: teamEditorQuery().queryKey })
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(teamOfForm(members))
  }

  const update = (index: number, member: MemberForm) => setMembers((list) => list.map((entry, at) => (at === index ? member : entry)))
  const move = (index: number, to: number, control: 'up' | 'down') => {
    const key = members[index]!.key
    setMembers((list) => moved(list, index, to))
    setProblems(new Map())
    // At the top (or bottom) the button it was pressed with is gone: the other one keeps the focus.
    const edge = to === 0 ? 'down' : to === members.length - 1 ? 'up' : control
    setFocus({ key, control: edge })
  }
  const remove = (index: number) => {
    const next = members[index + 1] ?? members[index - 1]
    setMembers((list) => list.filter((_, at) => at !== index))
    setProblems(new Map())
    if (next) setFocus({ key: next.key, control: 'toggle' })
  }
  const add = () => {
    const member = blankMember(addedKey())
    setMembers((list) => [...list, member])
    setOpen(member.key)
    setFocus({ key: member.key, control: 'name' })
  }

  const listProblems = problems.get(-1)
  const wrongMembers = [...problems.keys()].filter((index) => index >= 0).length
  const full = members.length >= TEAM_PAGE_MAX_MEMBERS
  return (
    <form onSubmit={submit} className="grid gap-6" noValidate aria-label={t`Team members`}>
      {problems.size > 0 && (
        <Outcome kind="failed">
          {listProblems
            ? t`The draft was not saved: the team page shows at most ${TEAM_PAGE_MAX_MEMBERS} members.`
            : t`The draft was not saved: ${wrongMembers} member(s) have fields that are not accepted, marked below.`}
        </Outcome>
      )}
      <AdminPanel title={t`Members`}>
        <p className="mb-4 text-sm text-muted">{t`The team page shows the members in this order.`}</p>
        <ol className="grid gap-3">
          {members.map((member, index) => {
            const isOpen = open === member.key
            const memberProblems = problems.get(index) ?? NO_PROBLEMS
            const title = member.name.trim() || t`New member`
            const role = member.role[locale] || member.role.nl
            return (
              <li key={member.key} className={`rounded-xl border p-3 md:p-4 ${memberProblems.size > 0 ? 'border-red-700' : 'border-line'}`}>
                <div className="flex flex-wrap items-center gap-3">
                  {member.photo ? (
                    <img src={member.photo.src} alt="" width={48} height={48} className="size-12 rounded-full bg-sand object-cover" />
                  ) : (
                    <span aria-hidden="true" className="size-12 rounded-full border border-dashed border-line" />
                  )}
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold text-ink">{title}</h3>
                    <p className="text-sm text-muted">
                      {role}
                      {memberProblems.size > 0 && <span className="ml-2 font-semibold text-red-800">{t`to correct`}</span>}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      ref={refFor(member.key, 'toggle')}
                      type="button"
                      className={SECONDARY_BUTTON}
                      aria-expanded={isOpen}
                      aria-controls={`${member.key}-fields`}
                      onClick={() => setOpen(isOpen ? undefined : member.key)}
                    >
                      {isOpen ? t`Close` : t`Edit`}
                      <span className="sr-only"> {title}</span>
                    </button>
                    {index > 0 && (
                      <button
                        ref={refFor(member.key, 'up')}
                        type="button"
                        className={SECONDARY_BUTTON}
                        onClick={() => move(index, index - 1, 'up')}
                      >
                        {t`Move up`}
                        <span className="sr-only"> {title}</span>
                      </button>
                    )}
                    {index < members.length - 1 && (
                      <button
                        ref={refFor(member.key, 'down')}
                        type="button"
                        className={SECONDARY_BUTTON}
                        onClick={() => move(index, index + 1, 'down')}
                      >
                        {t`Move down`}
                        <span className="sr-only"> {title}</span>
                      </button>
                    )}
                    <button type="button" className={DANGER_BUTTON} onClick={() => remove(index)}>
                      {t`Remove`}
                      <span className="sr-only"> {title}</span>
                    </button>
                  </div>
                </div>
                <div id={`${member.key}-fields`} hidden={!isOpen}>
                  {isOpen && (
                    <MemberFields
                      member={member}
                      problems={memberProblems}
                      onChange={(changed) => update(index, changed)}
                      nameRef={refFor(member.key, 'name')}
                    />
                  )}
                </div>
              </li>
            )
          })}
        </ol>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className={SECONDARY_BUTTON} onClick={add} disabled={full}>
            {t`Add a member`}
          </button>
          {full && <p className="text-sm text-muted">{t`The team page shows at most ${TEAM_PAGE_MAX_MEMBERS} members.`}</p>}
        </div>
      </AdminPanel>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {t`Save the draft`}
        </button>
      </div>
      {save.error && <Outcome kind="failed">{errorText(save.error, t`This did not work. Try again in a moment.`)}</Outcome>}
    </form>
  )
}

/** The draft on the real team pages, for staff only (src/admin/draft-preview.server.ts). */
function PreviewLinks() {
  const { t } = useLingui()
  const names = useLanguageNames()
  return (
    <div>
      <p className="text-sm font-medium text-ink">{t`See the draft on the team page, as only staff can:`}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {siteConfig().languages.enabled.map((locale) => (
          <li key={locale}>
            <a
              href={`${hrefFor('team', locale)}?preview=draft`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
            >
              {t`Preview in ${names[locale]}`}
              <span className="sr-only"> {t`(opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function DraftPanel({ state, onReset }: { state: TeamEditorState; onReset: () => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamEditorQuery().queryKey })
  const publish = useMutation({ mutationFn: () => publishTeamFn(), onSuccess: refresh })
  const discard = useMutation({
    mutationFn: () => discardTeamDraftFn(),
    onSuccess: async () => {
      await refresh()
      onReset()
    },
  })
  const { draft } = state
  const count = draft?.body.members.length ?? 0
  return (
    <AdminPanel title={t`Draft`}>
      {draft ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted">
            {t`Saved by ${draft.savedBy} on ${formatDateTime(draft.savedAt, locale)}, with ${count} member(s). Visitors do not see it until it is published.`}
          </p>
          <PreviewLinks />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={PRIMARY_BUTTON} disabled={publish.isPending} onClick={() => publish.mutate()}>
              {t`Publish for every visitor`}
            </button>
            <button type="button" className={DANGER_BUTTON} disabled={discard.isPending} onClick={() => discard.mutate()}>
              {t`Discard the draft`}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">{t`No draft: the list shows the published team. Save it to make a draft.`}</p>
      )}
      {/* Said until the next draft is saved, which the panel then describes instead. */}
      {publish.isSuccess && !draft && (
        <Outcome kind="done">{t`Published as version ${publish.data.version}: the team page shows it on its next visit.`}</Outcome>
      )}
      {discard.isSuccess && <Outcome kind="done">{t`The draft was discarded.`}</Outcome>}
      {(publish.error || discard.error) && (
        <Outcome kind="failed">{errorText(publish.error ?? discard.error, t`This did not work. Try again in a moment.`)}</Outcome>
      )}
    </AdminPanel>
  )
}

function HistoryPanel({ state, onReset }: { state: TeamEditorState; onReset: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const restore = useMutation({
    mutationFn: (version: number) => restoreTeamFn({ data: { version } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamEditorQuery().queryKey })
      onReset()
    },
  })
  return (
    <AdminPanel title={t`Published versions`}>
      {state.history.length === 0 ? (
        <p className="text-sm text-muted">{t`Nothing was published yet: the site shows the team it was installed with.`}</p>
      ) : (
        <VersionHistoryList history={state.history} restoring={restore.isPending} onRestore={(version) => restore.mutate(version)} />
      )}
      {restore.isSuccess && (
        <Outcome kind="done">{t`Restored as version ${restore.data.version}: the team page shows it on its next visit.`}</Outcome>
      )}
      {restore.error && <Outcome kind="failed">{errorText(restore.error, t`This did not work. Try again in a moment.`)}</Outcome>}
    </AdminPanel>
  )
}

export function TeamEditorView() {
  const { t } = useLingui()
  const editor = useQuery(teamEditorQuery())
  const [saved, setSaved] = useState(false)
  // The form keeps what was typed while the data is read again after a save or a publish; only a
  // discard or a restore draws it again from what the server holds.
  const [generation, setGeneration] = useState(0)
  const reset = () => {
    setSaved(false)
    setGeneration((count) => count + 1)
  }
  if (!editor.data) {
    return (
      <>
        <AdminPageHeader title={t`Team`} />
        {editor.error ? (
          <Outcome kind="failed">{errorText(editor.error, t`This did not work. Try again in a moment.`)}</Outcome>
        ) : (
          <p className="text-muted">{t`Loading…`}</p>
        )}
      </>
    )
  }
  const state = editor.data
  const base = state.draft?.body ?? state.published.team
  const version = state.published.version
  return (
    <>
      <AdminPageHeader
        title={t`Team`}
        intro={version === null ? t`The site shows the team it was installed with.` : t`The site shows version ${version} of the team.`}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {saved && <Outcome kind="done">{t`The draft is saved. Preview it, then publish it when it is ready.`}</Outcome>}
          <TeamForm key={generation} team={base} onSaved={() => setSaved(true)} />
        </div>
        <div className="grid content-start gap-6">
          <DraftPanel state={state} onReset={reset} />
          <HistoryPanel state={state} onReset={reset} />
        </div>
      </div>
    </>
  )
}
