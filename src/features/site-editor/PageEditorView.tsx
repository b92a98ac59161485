import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { VersionHistoryList } from '#/admin/VersionHistoryList.tsx'
import { ADMIN_INPUT, DANGER_BUTTON, Outcome, PRIMARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import { editorFieldsOf, type EditablePageKey, type EditorField } from '#/content/editable-page-keys.ts'
import type { EditableDocument } from '#/content/editable-pages.ts'
import { pageCompleteness, pageTextFor } from '#/content/page-documents.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import { parsePageMarkdown, type MarkdownProblem } from '#/domain/page-markdown.ts'
import { LOCALES, pickAlongChain, type Locale } from '#/i18n/locales.ts'
import type { PageEditorState } from './page-answers.ts'
import { discardPageDraftFn, publishPageFn, restorePageFn, savePageDraftFn } from './page-editor.functions.ts'
import { pageEditorQuery, pagesOverviewQuery } from './page-editor-queries.ts'
import { pageOfForm } from './page-form.ts'
import { useLanguageNames } from '#/admin/language-names.ts'
import { LanguageMarks } from './PagesListView.tsx'

// Decision 034: one page of the site in the back office (agents and admins): a tab per language with
// its title, description, SEO title, lead and Markdown body; the parser's problems said in words as
// the body is typed; saved as a draft, previewed on the real page per language, published in every
// language at once, discarded, and any earlier version restored in one click.

const LABEL = 'text-sm font-medium text-ink'

// the placeholders a text may quote (src/config/settings-placeholders.ts), shown as typed
const PHONE = '{phone}'
const EMAIL = '{email}'

type Problems = ReadonlySet<string>

function useProblemText(): (problem: MarkdownProblem) => string {
  const { t } = useLingui()
  return ({ line, code }) =>
    code === 'html'
      ? t`Line ${line}: HTML is not allowed here; visitors see it exactly as typed.`
      : t`Line ${line}: this link's address is not accepted, so visitors see its words without a link. A link leads to https://…, mailto:…, tel:… or a page of this site (/nl/…).`
}

function TextField(props: {
  /** the language of the text typed (the labels stay the staff member's) */
  lang: Locale
  name: string
  label: string
  hint: string
  value: string | undefined
  problems: Problems
  /** a text of several lines, this many shown */
  rows?: number
}) {
  const { t } = useLingui()
  const id = useId()
  const wrong = props.problems.has(props.name)
  const shared = {
    id,
    lang: props.lang,
    name: props.name,
    defaultValue: props.value ?? '',
    'aria-invalid': wrong || undefined,
    'aria-describedby': `${id}-hint${wrong ? ` ${id}-problem` : ''}`,
    className: `${ADMIN_INPUT} mt-1.5`,
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      {props.rows ? <textarea rows={props.rows} {...shared} /> : <input type="text" {...shared} />}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {props.hint}
      </p>
      {wrong && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">
          {t`This text is missing or too long. Check it and save again.`}
        </p>
      )}
    </div>
  )
}

function SyntaxHelp() {
  const { t } = useLingui()
  const rows: Array<[string, string]> = [
    ['## …', t`a heading; ### … a smaller one`],
    ['- …', t`a bullet list, one item a line; 1. … a numbered one`],
    ['**…**', t`bold`],
    ['*…*', t`italic`],
    ['[…](https://…)', t`a link: https://…, mailto:…, tel:… or a page of this site (/nl/…)`],
    ['{phone} {email}', t`the agency's phone and e-mail as the site settings give them`],
  ]
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">{t`How to write the text`}</summary>
      <p className="mt-1 text-muted">{t`An empty line starts a new paragraph. Anything else is shown as written; HTML is not allowed.`}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([code, meaning]) => (
          <div key={code} className="contents">
            <dt>
              <code className="text-ink">{code}</code>
            </dt>
            <dd className="text-muted">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

function BodyField({ lang, name, value, problems }: { lang: Locale; name: string; value: string | undefined; problems: Problems }) {
  const { t } = useLingui()
  const id = useId()
  const problemText = useProblemText()
  const [text, setText] = useState(value ?? '')
  const found = parsePageMarkdown(text).problems
  const wrong = problems.has(name)
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t`Text`}
      </label>
      <textarea
        id={id}
        lang={lang}
        name={name}
        rows={16}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={wrong || found.length > 0 || undefined}
        aria-describedby={`${id}-problems`}
        className={`${ADMIN_INPUT} mt-1.5 font-mono text-sm`}
      />
      <div id={`${id}-problems`} aria-live="polite">
        {wrong && <p className="mt-1 text-sm text-red-800">{t`The text is too long. Check it and save again.`}</p>}
        {found.length > 0 && (
          <ul className="mt-1 grid gap-1 text-sm text-red-800">
            {found.map((problem) => (
              <li key={`${problem.line}-${problem.code}`}>{problemText(problem)}</li>
            ))}
          </ul>
        )}
      </div>
      <SyntaxHelp />
    </div>
  )
}

/** A field's label and hint in the staff member's language, by its name in the document. */
function useFieldWords(): (field: EditorField) => { label: string; hint: string } {
  const { t } = useLingui()
  return ({ name, max }) => {
    const card = /^card(\d+)(Title|Text)$/.exec(name)
    if (card) {
      const n = card[1]
      return card[2] === 'Title'
        ? { label: t`Card ${n}: title`, hint: t`At most ${max} characters.` }
        : { label: t`Card ${n}: text`, hint: t`At most ${max} characters.` }
    }
    const words: Record<string, { label: string; hint: string }> = {
      title: { label: t`Title`, hint: t`The page's heading, at most ${max} characters.` },
      description: { label: t`Description`, hint: t`One or two sentences that search engines show, at most ${max} characters.` },
      seoTitle: { label: t`Title for search engines`, hint: t`Optional, at most ${max} characters; without it the title is used.` },
      lead: { label: t`Introduction`, hint: t`Optional, under the title, at most ${max} characters.` },
      message: {
        label: t`What happens next`,
        hint: t`The form's promise: its confirmation mail says these very words. At most ${max} characters.`,
      },
      next: { label: t`In the meantime`, hint: t`A suggestion for the meantime, at most ${max} characters.` },
      introHeading: { label: t`Introduction heading`, hint: t`At most ${max} characters.` },
      introText: { label: t`Introduction`, hint: t`At most ${max} characters.` },
      promiseHeading: { label: t`Promise heading`, hint: t`At most ${max} characters.` },
      promisePoints: { label: t`Promise`, hint: t`One point a line, at most ${max} characters in all.` },
    }
    return words[name] ?? { label: name, hint: t`At most ${max} characters.` }
  }
}

function LanguagePanel({
  locale,
  fields,
  text,
  problems,
}: {
  locale: Locale
  fields: readonly EditorField[]
  text: Record<string, string | undefined> | undefined
  problems: Problems
}) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const wordsOf = useFieldWords()
  const plainTexts = fields.every((field) => field.kind !== 'markdown')
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        {text
          ? t`Leave every field empty to stop writing the page in ${names[locale]}: its visitors then read another language.`
          : t`This page is not written in ${names[locale]}: its visitors read another language. Fill in the fields to write it.`}
      </p>
      {plainTexts && (
        <p className="text-sm text-muted">{t`Plain text: ${PHONE} and ${EMAIL} give the agency's phone and e-mail as the site settings say.`}</p>
      )}
      {fields.map((field) => {
        const name = `${locale}.${field.name}`
        if (field.kind === 'markdown')
          return <BodyField key={field.name} lang={locale} name={name} value={text?.[field.name]} problems={problems} />
        const { label, hint } = wordsOf(field)
        return (
          <TextField
            key={field.name}
            lang={locale}
            name={name}
            label={label}
            hint={hint}
            value={text?.[field.name]}
            problems={problems}
            rows={field.kind === 'line' ? undefined : field.kind === 'lines' ? 5 : 3}
          />
        )
      })}
    </div>
  )
}

/** The form: a tab per language, every language's fields in it (a hidden tab's fields are sent too). */
function PageForm({ state, base, onSaved }: { state: PageEditorState; base: EditableDocument; onSaved: () => void }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const baseId = useId()
  const queryClient = useQueryClient()
  const [active, setActive] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const [problems, setProblems] = useState<Set<string>>(new Set())
  const save = useMutation({
    mutationFn: (page: Record<string, unknown>) => savePageDraftFn({ data: { key: state.key, page } }),
    onSuccess: async (answer) => {
      if (answer.kind === 'invalid') {
        const paths = new Set(answer.problems.map((problem) => problem.path))
        setProblems(paths)
        const first = LOCALES.findIndex((locale) => [...paths].some((path) => path.startsWith(`${locale}.`)))
        if (first >= 0) setActive(first)
        return
      }
      setProblems(new Set())
      onSaved()
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pageEditorQuery(state.key).queryKey }),
        queryClient.invalidateQueries({ queryKey: pagesOverviewQuery().queryKey }),
      ])
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(pageOfForm(new FormData(event.currentTarget), editorFieldsOf(state.key)))
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = LOCALES.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  const wrongIn = (locale: Locale) => [...problems].some((path) => path.startsWith(`${locale}.`))
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {problems.size > 0 && (
        <Outcome kind="failed">
          {problems.has('')
            ? t`The draft was not saved: write the page in at least one language.`
            : t`The draft was not saved: some texts are missing or too long, marked below.`}
        </Outcome>
      )}
      <AdminPanel>
        <div role="tablist" aria-label={t`Language of the text`} className="flex flex-wrap gap-2">
          {LOCALES.map((locale, index) => (
            <button
              key={locale}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${locale}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel-${locale}`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${index === active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'}`}
            >
              {names[locale]}
              {!base[locale] && <span className="font-normal"> {t`(not written)`}</span>}
              {wrongIn(locale) && <span className="font-normal"> {t`(to check)`}</span>}
            </button>
          ))}
        </div>
        {LOCALES.map((locale, index) => (
          <div
            key={locale}
            role="tabpanel"
            id={`${baseId}-panel-${locale}`}
            aria-labelledby={`${baseId}-tab-${locale}`}
            hidden={index !== active}
            className="mt-5"
          >
            <LanguagePanel locale={locale} fields={editorFieldsOf(state.key)} text={base[locale]} problems={problems} />
          </div>
        ))}
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

/** Which languages visitors read, and for each one not written, the language they read instead. */
function Completeness({ page }: { page: EditableDocument }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const complete = pageCompleteness(page)
  return (
    <div className="grid gap-2">
      <LanguageMarks complete={complete} />
      <ul className="grid gap-1 text-sm text-muted">
        {LOCALES.filter((locale) => !complete[locale]).map((locale) => {
          const fallback = pageTextFor(page, locale)?.language
          return (
            <li key={locale}>
              {fallback
                ? t`${names[locale]} is not written: its visitors read the ${names[fallback]} text.`
                : t`${names[locale]} is not written.`}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function PreviewLinks({ paths }: { paths: Record<Locale, string> }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  return (
    <div>
      <p className="text-sm font-medium text-ink">{t`See the draft on the site, as only staff can:`}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${paths[locale]}?preview=draft`}
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

function DraftPanel({ state, onReset }: { state: PageEditorState; onReset: () => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pageEditorQuery(state.key).queryKey }),
      queryClient.invalidateQueries({ queryKey: pagesOverviewQuery().queryKey }),
    ])
  const publish = useMutation({ mutationFn: () => publishPageFn({ data: { key: state.key } }), onSuccess: refresh })
  const discard = useMutation({
    mutationFn: () => discardPageDraftFn({ data: { key: state.key } }),
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
          <Completeness page={draft.body} />
          <PreviewLinks paths={state.paths} />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={PRIMARY_BUTTON} disabled={publish.isPending} onClick={() => publish.mutate()}>
              {t`Publish in every language`}
            </button>
            <button type="button" className={DANGER_BUTTON} disabled={discard.isPending} onClick={() => discard.mutate()}>
              {t`Discard the draft`}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">{t`No draft: the form shows what visitors see. Save it to make a draft.`}</p>
      )}
      {/* said until the next draft is saved */}
      {publish.isSuccess && !draft && (
        <Outcome kind="done">{t`Published as version ${publish.data.version}: visitors see it on their next visit.`}</Outcome>
      )}
      {discard.isSuccess && !draft && <Outcome kind="done">{t`The draft was discarded.`}</Outcome>}
      {(publish.error || discard.error) && (
        <Outcome kind="failed">{errorText(publish.error ?? discard.error, t`This did not work. Try again in a moment.`)}</Outcome>
      )}
    </AdminPanel>
  )
}

function HistoryPanel({ state, onReset }: { state: PageEditorState; onReset: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const restore = useMutation({
    mutationFn: (version: number) => restorePageFn({ data: { key: state.key, version } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pageEditorQuery(state.key).queryKey }),
        queryClient.invalidateQueries({ queryKey: pagesOverviewQuery().queryKey }),
      ])
      onReset()
    },
  })
  return (
    <AdminPanel title={t`Published versions`}>
      {state.history.length === 0 ? (
        <p className="text-sm text-muted">{t`Nothing was published yet: visitors see the text the site was installed with.`}</p>
      ) : (
        <VersionHistoryList history={state.history} restoring={restore.isPending} onRestore={(version) => restore.mutate(version)} />
      )}
      {restore.isSuccess && (
        <Outcome kind="done">{t`Restored as version ${restore.data.version}: visitors see it on their next visit.`}</Outcome>
      )}
      {restore.error && <Outcome kind="failed">{errorText(restore.error, t`This did not work. Try again in a moment.`)}</Outcome>}
    </AdminPanel>
  )
}

/** A services article's address in each language: fixed (decision 034), so links to it never break. */
function ArticleAddresses({ paths }: { paths: Record<Locale, string> }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  return (
    <AdminPanel title={t`Addresses`}>
      <p className="text-sm text-muted">{t`A services article keeps its address in every language, whatever its title, so links to it keep working.`}</p>
      <dl className="mt-2 grid gap-1 text-sm">
        {LOCALES.map((locale) => (
          <div key={locale} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-ink">{names[locale]}</dt>
            <dd className="break-all text-muted">{paths[locale]}</dd>
          </div>
        ))}
      </dl>
    </AdminPanel>
  )
}

export function PageEditorView({ pageKey, language }: { pageKey: EditablePageKey; language: Locale }) {
  const { t } = useLingui()
  const editor = useQuery(pageEditorQuery(pageKey))
  const [saved, setSaved] = useState(false)
  // The form keeps what was typed while the data is read again after a save or a publish (the values
  // are the same); only a discard or a restore draws it again from what the server holds.
  const [generation, setGeneration] = useState(0)
  const reset = () => {
    setSaved(false)
    setGeneration((count) => count + 1)
  }
  const back = (
    <Link to="/admin/pages/" className="inline-flex min-h-11 items-center text-brand-dark underline-offset-4 hover:underline">
      {t`All pages`}
    </Link>
  )
  if (!editor.data) {
    return (
      <>
        {back}
        <AdminPageHeader title={t`Page`} />
        {editor.error ? (
          <Outcome kind="failed">{errorText(editor.error, t`This did not work. Try again in a moment.`)}</Outcome>
        ) : (
          <p className="text-muted">{t`Loading…`}</p>
        )}
      </>
    )
  }
  const state = editor.data
  const base = state.draft?.body ?? state.published.page
  const titles = Object.fromEntries(LOCALES.map((locale) => [locale, (base[locale] as Record<string, string> | undefined)?.title]))
  const version = state.published.version
  return (
    <>
      {back}
      <AdminPageHeader
        title={state.group === 'home' ? t`Home page` : pickAlongChain(titles, language).text}
        intro={version === null ? t`Visitors see the text the site was installed with.` : t`Visitors see version ${version}.`}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {saved && <Outcome kind="done">{t`The draft is saved. Preview it, and publish it when it is ready.`}</Outcome>}
          <PageForm key={generation} state={state} base={base} onSaved={() => setSaved(true)} />
        </div>
        <div className="grid content-start gap-6">
          <DraftPanel state={state} onReset={reset} />
          <AdminPanel title={t`What visitors see`}>
            <Completeness page={state.published.page} />
          </AdminPanel>
          {state.group === 'service' && <ArticleAddresses paths={state.paths} />}
          <HistoryPanel state={state} onReset={reset} />
        </div>
      </div>
    </>
  )
}
