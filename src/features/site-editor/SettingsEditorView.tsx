import { useMemo, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { VersionHistoryList } from '#/admin/VersionHistoryList.tsx'
import { DANGER_BUTTON, Outcome, PRIMARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import type { SiteSettings } from '#/config/site-settings.ts'
import type { SettingsChange } from '#/config/settings-diff.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { SettingsEditorState } from './settings-answers.ts'
import { discardSettingsDraftFn, publishSettingsFn, restoreSettingsFn, saveSettingsDraftFn } from './settings-editor.functions.ts'
import { settingsEditorQuery } from './settings-editor-queries.ts'
import { valueAt, withValueAt } from '#/config/settings-paths.ts'
import { SettingsDraftProvider } from './settings-fields.tsx'
import { useLanguageNames } from '#/admin/language-names.ts'
import { AgencySection, HoursSection } from './AgencySections.tsx'
import { BrandSection, HeaderSection, HomeSection } from './LookSections.tsx'
import { FooterSection, MenuSection, TopBarSection } from './NavigationSections.tsx'
import { AnalyticsSection, LanguagesSection, LeadsSection, SearchSection } from './SiteSections.tsx'

// Decision 034: the agency's settings in the back office, admins only: every setting of the site
// that is not a deployment fact, in sections; saved as a draft, previewed on the real pages,
// published for every visitor, and any earlier version restored in one click. Each field is bound to
// its path in the settings document, so a refusal's path lands on the field it is about.

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

/** The sections of the form, one shown at a time, chosen from the list at its top. */
function useSections() {
  const { t } = useLingui()
  return [
    ['agency', t`The agency`, AgencySection],
    ['hours', t`Opening hours`, HoursSection],
    ['brand', t`Brand colours`, BrandSection],
    ['header', t`Header`, HeaderSection],
    ['menu', t`Menu`, MenuSection],
    ['top-bar', t`Top bar`, TopBarSection],
    ['footer', t`Footer`, FooterSection],
    ['home', t`Home page`, HomeSection],
    ['languages', t`Languages`, LanguagesSection],
    ['search', t`Search and references`, SearchSection],
    ['leads', t`Leads, viewings and personal data`, LeadsSection],
    ['analytics', t`Analytics`, AnalyticsSection],
  ] as const
}

function SettingsForm({ base, onSaved }: { base: SiteSettings; onSaved: (changes: SettingsChange[]) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const sections = useSections()
  const [settings, setSettings] = useState(base)
  const [problems, setProblems] = useState<ReadonlySet<string>>(new Set())
  // One section at a time: the whole document stays in the form's state while the admin moves between them.
  const [shown, setShown] = useState<SectionId>('agency')
  const editing = useMemo(
    () => ({
      settings,
      problems,
      set: (path: string, value: unknown) => setSettings((current) => withValueAt(current, path, value)),
      prune: (path: string) =>
        setSettings((current) => {
          const group = valueAt(current, path)
          const empty =
            typeof group === 'object' && group !== null && Object.values(group).every((text) => text === undefined || text === '')
          return empty ? withValueAt(current, path, undefined) : current
        }),
    }),
    [settings, problems],
  )
  const save = useMutation({
    mutationFn: (draft: SiteSettings) => saveSettingsDraftFn({ data: { settings: draft } }),
    onSuccess: async (answer) => {
      if (answer.kind === 'invalid') {
        const paths = answer.problems.map((problem) => problem.path)
        setProblems(new Set(paths))
        // The admin sees the first field to correct, unless the section shown has one itself.
        if (!paths.some((path) => sectionOfPath(path) === shown) && paths[0]) setShown(sectionOfPath(paths[0]))
        return
      }
      setProblems(new Set())
      onSaved(answer.changes)
      await queryClient.invalidateQueries({ queryKey: settingsEditorQuery().queryKey })
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(settings)
  }

  const wrongCount = problems.size
  const wrongSections = sections.filter(([id]) => [...problems].some((path) => sectionOfPath(path) === id))
  const ShownSection = sections.find(([id]) => id === shown)![2]
  return (
    <SettingsDraftProvider value={editing}>
      <form onSubmit={submit} className="grid gap-6" noValidate>
        <nav aria-label={t`Sections of the settings`}>
          {/* On a phone the sections scroll sideways in one row rather than filling the first screen. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
            {sections.map(([id, title]) => {
              const wrong = wrongSections.some(([wrongId]) => wrongId === id)
              return (
                <li key={id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={id === shown ? 'true' : undefined}
                    onClick={() => setShown(id)}
                    className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${
                      id === shown ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-brand'
                    }`}
                  >
                    {title}
                    {wrong && (
                      <span className={id === shown ? 'text-white' : 'text-red-800'}>
                        <span aria-hidden="true"> ⚠</span>
                        <span className="sr-only"> {t`(to correct)`}</span>
                      </span>
                    )}
                  </button>
                </li>
              )
            })}
          </ul>
        </nav>
        {wrongCount > 0 && (
          <Outcome kind="failed">
            {t`The draft was not saved: ${wrongCount} field(s) are not accepted, marked in: ${wrongSections.map(([, title]) => title).join(', ')}.`}
          </Outcome>
        )}
        <ShownSection />
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white/95 p-3 shadow-sm backdrop-blur">
          <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
            {t`Save the draft`}
          </button>
          <span className="text-sm text-muted">{t`Visitors see nothing of it until it is published.`}</span>
        </div>
        {save.error && <Outcome kind="failed">{errorText(save.error, t`This did not work. Try again in a moment.`)}</Outcome>}
      </form>
    </SettingsDraftProvider>
  )
}

type SectionId = ReturnType<typeof useSections>[number][0]

/** The section of the form a problem's path is in. */
function sectionOfPath(path: string): SectionId {
  if (path.startsWith('agency.openingHours') || path.startsWith('agency.closures')) return 'hours'
  const [top] = path.split('.')
  const sections: Record<string, SectionId> = {
    agency: 'agency',
    brand: 'brand',
    header: 'header',
    menu: 'menu',
    topBar: 'top-bar',
    footer: 'footer',
    home: 'home',
    languages: 'languages',
    search: 'search',
    references: 'search',
    leads: 'leads',
    rentalViewings: 'leads',
    retention: 'leads',
    analytics: 'analytics',
  }
  return sections[top ?? ''] ?? 'agency'
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
  const { t } = useLingui()
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
        <VersionHistoryList history={state.history} restoring={restore.isPending} onRestore={(version) => restore.mutate(version)} />
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
