import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { ADMIN_INPUT, DANGER_BUTTON, Outcome, PRIMARY_BUTTON, SECONDARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import type { SiteSettings } from '#/config/site-settings.ts'
import type { SettingsChange } from '#/config/settings-diff.ts'
import { MINIMUM_TEXT_CONTRAST, contrastRatio } from '#/domain/colour-contrast.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import type { SettingsEditorState } from './settings-answers.ts'
import { discardSettingsDraftFn, publishSettingsFn, restoreSettingsFn, saveSettingsDraftFn } from './settings-editor.functions.ts'
import { settingsEditorQuery } from './settings-editor-queries.ts'
import { settingsWithFormValues } from './settings-form.ts'
import { useLanguageNames } from './language-names.ts'

// Decision 034: the agency's settings in the back office, admins only: the agency's contact details,
// the brand colour, the menu's titles per language, the languages; saved as a draft, published for
// every visitor, and any earlier version restored in one click. Each field's name is its path in the
// settings document, so a refusal's path points at the field it is about.

const LABEL = 'text-sm font-medium text-ink'
const FIELDSET = 'grid gap-4 md:grid-cols-2'

type Problems = ReadonlyMap<string, true>

function Field(props: { name: string; label: string; value: string | undefined; problems: Problems; type?: string; required?: boolean }) {
  const { t } = useLingui()
  const id = useId()
  const wrong = props.problems.has(props.name)
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value ?? ''}
        required={props.required}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-problem` : undefined}
        className={`${ADMIN_INPUT} mt-1.5`}
      />
      {wrong && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">
          {t`This value is not accepted. Check it and save again.`}
        </p>
      )}
    </div>
  )
}

/** The brand colours with their contrast against white text, said as the admin picks them. */
function BrandColour({ name, label, value, problems }: { name: string; label: string; value: string; problems: Problems }) {
  const { t } = useLingui()
  const id = useId()
  const [colour, setColour] = useState(value)
  const ratio = /^#[0-9a-f]{6}$/i.test(colour) ? contrastRatio(colour, '#ffffff') : undefined
  const tooLight = (ratio !== undefined && ratio < MINIMUM_TEXT_CONTRAST) || problems.has(name)
  const shown = ratio?.toFixed(1)
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          id={id}
          name={name}
          type="color"
          value={colour}
          onChange={(event) => setColour(event.target.value)}
          aria-invalid={tooLight || undefined}
          aria-describedby={`${id}-contrast`}
          className="h-11 w-16 cursor-pointer rounded-lg border border-line bg-white p-1"
        />
        <span className="font-mono text-sm text-ink">{colour}</span>
      </div>
      <p id={`${id}-contrast`} className={`mt-1 text-sm ${tooLight ? 'text-red-800' : 'text-muted'}`}>
        {tooLight
          ? t`White text on this colour has a contrast of ${shown}:1; buttons and bars need at least 4.5:1. Choose a darker colour.`
          : t`White text on this colour has a contrast of ${shown}:1 (at least 4.5:1 is needed).`}
      </p>
    </div>
  )
}

function ChangeList({ changes }: { changes: readonly SettingsChange[] }) {
  const { t } = useLingui()
  if (changes.length === 0) return <p className="text-sm text-muted">{t`The draft is the same as the published settings.`}</p>
  return (
    <ul className="grid gap-1 text-sm">
      {changes.slice(0, 20).map((change) => (
        <li key={change.path} className="break-words">
          <code className="text-ink">{change.path}</code>: <span className="text-muted line-through">{JSON.stringify(change.before)}</span>{' '}
          → <span className="text-ink">{JSON.stringify(change.after)}</span>
        </li>
      ))}
      {changes.length > 20 && <li className="text-muted">{t`and ${changes.length - 20} more`}</li>}
    </ul>
  )
}

function SettingsForm({ base, onSaved }: { base: SiteSettings; onSaved: (changes: SettingsChange[]) => void }) {
  const { t, i18n } = useLingui()
  const names = useLanguageNames()
  const queryClient = useQueryClient()
  const [problems, setProblems] = useState<Map<string, true>>(new Map())
  const save = useMutation({
    mutationFn: (settings: SiteSettings) => saveSettingsDraftFn({ data: { settings } }),
    onSuccess: async (answer) => {
      if (answer.kind === 'invalid') {
        setProblems(new Map(answer.problems.map((problem) => [problem.path, true as const])))
        return
      }
      setProblems(new Map())
      onSaved(answer.changes)
      await queryClient.invalidateQueries({ queryKey: settingsEditorQuery().queryKey })
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(settingsWithFormValues(base, new FormData(event.currentTarget)))
  }

  const wrongCount = problems.size
  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      {wrongCount > 0 && (
        <Outcome kind="failed">{t`The draft was not saved: ${wrongCount} field(s) are not accepted, marked below.`}</Outcome>
      )}
      <AdminPanel title={t`The agency`}>
        <div className={FIELDSET}>
          <Field name="agency.name" label={t`Name`} value={base.agency.name} problems={problems} required />
          <Field name="agency.phone" label={t`Phone`} value={base.agency.phone} problems={problems} type="tel" required />
          <Field name="agency.email" label={t`E-mail`} value={base.agency.email} problems={problems} type="email" required />
          <Field name="agency.street" label={t`Street and number`} value={base.agency.street} problems={problems} required />
          <Field name="agency.zip" label={t`Postcode`} value={base.agency.zip} problems={problems} required />
          {LOCALES.map((locale) => (
            <Field
              key={locale}
              name={`agency.city.${locale}`}
              label={t`Town in ${names[locale]}`}
              value={base.agency.city[locale]}
              problems={problems}
              required={locale === 'nl' || locale === 'fr'}
            />
          ))}
        </div>
      </AdminPanel>

      <AdminPanel title={t`Brand colours`}>
        <div className={FIELDSET}>
          <BrandColour name="brand.color" label={t`Brand colour`} value={base.brand.color} problems={problems} />
          <BrandColour name="brand.colorDark" label={t`Dark shade`} value={base.brand.colorDark} problems={problems} />
        </div>
      </AdminPanel>

      <AdminPanel title={t`Menu`}>
        <p className="mb-4 text-sm text-muted">
          {t`The titles of the header menu in each language; an entry without a title in a language shows the default language's.`}
        </p>
        <div className="grid gap-4">
          {base.menu.map((item, index) => (
            <fieldset key={item.path || 'home'} className="rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">
                {item.params.title[i18n.locale as Locale] ?? item.params.title.nl}{' '}
                <span className="font-normal text-muted">/{item.path}</span>
              </legend>
              <div className="grid gap-3 md:grid-cols-4">
                {LOCALES.map((locale) => (
                  <Field
                    key={locale}
                    name={`menu.${index}.params.title.${locale}`}
                    label={names[locale]}
                    value={item.params.title[locale]}
                    problems={problems}
                    required={locale === 'nl' || locale === 'fr'}
                  />
                ))}
              </div>
              <label className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                <input type="checkbox" name={`menu.${index}.status`} defaultChecked={item.status === 'Published'} className="size-5" />
                {t`Shown in the menu`}
              </label>
            </fieldset>
          ))}
        </div>
      </AdminPanel>

      <AdminPanel title={t`Languages`}>
        <fieldset>
          <legend className={LABEL}>{t`Languages of the site`}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {LOCALES.map((locale) => (
              <label key={locale} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="languages.enabled"
                  value={locale}
                  defaultChecked={base.languages.enabled.includes(locale)}
                  className="size-5"
                />
                {names[locale]}
              </label>
            ))}
          </div>
        </fieldset>
        <LanguageDefault value={base.languages.default} wrong={problems.has('languages') || problems.has('languages.default')} />
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

function LanguageDefault({ value, wrong }: { value: Locale; wrong: boolean }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const id = useId()
  return (
    <div className="mt-4 max-w-xs">
      <label htmlFor={id} className={LABEL}>
        {t`Default language`}
      </label>
      <select
        id={id}
        name="languages.default"
        defaultValue={value}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-problem` : undefined}
        className={`${ADMIN_INPUT} mt-1.5`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {names[locale]}
          </option>
        ))}
      </select>
      {wrong && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">
          {t`The default language must be one of the site's languages.`}
        </p>
      )}
    </div>
  )
}

/** The draft on the real home pages, for this admin only (src/admin/draft-preview.server.ts). */
function PreviewLinks({ languages }: { languages: readonly Locale[] }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  return (
    <div>
      <p className="text-sm font-medium text-ink">{t`See the draft on the site, as only you can:`}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {languages.map((locale) => (
          <li key={locale}>
            <a
              href={`/${locale}/?preview=draft`}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-dark underline underline-offset-4"
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

function DraftPanel({ state, onReset }: { state: SettingsEditorState; onReset: () => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsEditorQuery().queryKey })
  const publish = useMutation({ mutationFn: () => publishSettingsFn(), onSuccess: refresh })
  const discard = useMutation({
    mutationFn: () => discardSettingsDraftFn(),
    onSuccess: async () => {
      await refresh()
      onReset()
    },
  })
  const { draft } = state
  return (
    <AdminPanel title={t`Draft`}>
      {draft ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted">{t`Saved by ${draft.savedBy} on ${formatDateTime(draft.savedAt, locale)}. Visitors do not see it until it is published.`}</p>
          <ChangeList changes={draft.changes} />
          <PreviewLinks languages={draft.body.languages.enabled} />
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
        <p className="text-sm text-muted">{t`No draft: the form shows the published settings. Save it to make a draft.`}</p>
      )}
      {publish.isSuccess && (
        <Outcome kind="done">{t`Published as version ${publish.data.version}: every page shows it on its next visit.`}</Outcome>
      )}
      {discard.isSuccess && <Outcome kind="done">{t`The draft was discarded.`}</Outcome>}
      {(publish.error || discard.error) && (
        <Outcome kind="failed">{errorText(publish.error ?? discard.error, t`This did not work. Try again in a moment.`)}</Outcome>
      )}
    </AdminPanel>
  )
}

function HistoryPanel({ state, onReset }: { state: SettingsEditorState; onReset: () => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const restore = useMutation({
    mutationFn: (version: number) => restoreSettingsFn({ data: { version } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsEditorQuery().queryKey })
      onReset()
    },
  })
  return (
    <AdminPanel title={t`Published versions`}>
      {state.history.length === 0 ? (
        <p className="text-sm text-muted">{t`Nothing was published yet: the site shows the settings it was installed with.`}</p>
      ) : (
        <ul className="divide-y divide-line">
          {state.history.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-semibold text-ink">
                  {t`Version ${version.version}`}
                  {version.current && <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold">{t`live`}</span>}
                </p>
                <p className="text-muted">
                  {t`Published by ${version.publishedBy} on ${formatDateTime(version.publishedAt, locale)}`}
                  {version.restoredFrom !== null && ` · ${t`restored from version ${version.restoredFrom}`}`}
                </p>
              </div>
              {!version.current && (
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(version.version)}
                  aria-label={t`Restore version ${version.version}`}
                >
                  {t`Restore`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {restore.isSuccess && (
        <Outcome kind="done">{t`Restored as version ${restore.data.version}: every page shows it on its next visit.`}</Outcome>
      )}
      {restore.error && <Outcome kind="failed">{errorText(restore.error, t`This did not work. Try again in a moment.`)}</Outcome>}
    </AdminPanel>
  )
}

export function SettingsEditorView() {
  const { t } = useLingui()
  const editor = useQuery(settingsEditorQuery())
  const [saved, setSaved] = useState<SettingsChange[]>()
  // The form keeps what the admin typed while the data is read again after a save or a publish (the
  // values are the same); only a discard or a restore draws it again from what the server holds.
  const [generation, setGeneration] = useState(0)
  const reset = () => {
    setSaved(undefined)
    setGeneration((count) => count + 1)
  }
  if (!editor.data) {
    return (
      <>
        <AdminPageHeader title={t`Site settings`} />
        {editor.error ? (
          <Outcome kind="failed">{errorText(editor.error, t`This did not work. Try again in a moment.`)}</Outcome>
        ) : (
          <p className="text-muted">{t`Loading…`}</p>
        )}
      </>
    )
  }
  const state = editor.data
  const base = state.draft?.body ?? state.published.settings
  const version = state.published.version
  return (
    <>
      <AdminPageHeader
        title={t`Site settings`}
        intro={version === null ? t`The site shows the settings it was installed with.` : t`The site shows version ${version}.`}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {saved && <Outcome kind="done">{t`The draft is saved. Publish it when it is ready.`}</Outcome>}
          <SettingsForm key={generation} base={base} onSaved={setSaved} />
        </div>
        <div className="grid content-start gap-6">
          <DraftPanel state={state} onReset={reset} />
          <HistoryPanel state={state} onReset={reset} />
        </div>
      </div>
    </>
  )
}
