import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { Outcome, errorText } from '#/admin/AdminControls.tsx'
import { editablePageHref, type EditablePageGroup } from '#/content/editable-page-keys.ts'
import { LOCALES, pickAlongChain, type Locale } from '#/i18n/locales.ts'
import type { PageSummary } from './page-answers.ts'
import { pagesOverviewQuery } from './page-editor-queries.ts'
import { useLanguageNames } from '#/admin/language-names.ts'

// Decision 034: the pages the agency edits, grouped, each with what visitors see (the text the site
// was installed with, or a published version), whether a draft waits, and which languages are
// written; a language that is not falls back to another, which the mark says in words.

const GROUPS: readonly EditablePageGroup[] = ['home', 'service', 'legal', 'page', 'thanks']

/** Which languages a page is written in, each said in words (never by colour alone). */
export function LanguageMarks({ complete }: { complete: Record<Locale, boolean> }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`Languages`}>
      {LOCALES.map((locale) => (
        <li
          key={locale}
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${complete[locale] ? 'border-line bg-sand text-ink' : 'border-red-700 bg-white text-red-800'}`}
        >
          <span aria-hidden="true">
            {locale.toUpperCase()} {complete[locale] ? '✓' : '–'}
          </span>
          <span className="sr-only">{complete[locale] ? t`${names[locale]}: written` : t`${names[locale]}: not written, falls back`}</span>
        </li>
      ))}
    </ul>
  )
}

function PageRow({ page, language }: { page: PageSummary; language: Locale }) {
  const { t } = useLingui()
  const title = page.group === 'home' ? t`Home page texts` : pickAlongChain(page.titles, language).text
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link
          to="/admin/pages/$key/"
          params={{ key: page.key }}
          className="font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          {title}
        </Link>
        <p className="text-sm break-all text-muted">{editablePageHref(page.key, language)}</p>
        <p className="text-sm text-muted">
          {page.version === null ? t`The text the site was installed with` : t`Version ${page.version} is live`}
          {page.hasDraft && ` · ${t`a draft waits`}`}
        </p>
      </div>
      <LanguageMarks complete={page.complete} />
    </li>
  )
}

export function PagesListView({ language }: { language: Locale }) {
  const { t } = useLingui()
  const overview = useQuery(pagesOverviewQuery())
  const groupTitles: Record<EditablePageGroup, string> = {
    home: t`Home page`,
    service: t`Services articles`,
    legal: t`Legal pages`,
    page: t`Other pages`,
    thanks: t`Thank-you pages`,
  }
  return (
    <>
      <AdminPageHeader
        title={t`Pages`}
        intro={t`The texts of the site's pages in each language. A language that is not written shows another language's text to its visitors.`}
      />
      {overview.error && <Outcome kind="failed">{errorText(overview.error, t`This did not work. Try again in a moment.`)}</Outcome>}
      {!overview.data && !overview.error && <p className="text-muted">{t`Loading…`}</p>}
      {overview.data && (
        <div className="grid gap-6">
          {GROUPS.map((group) => (
            <AdminPanel key={group} title={groupTitles[group]}>
              <ul className="divide-y divide-line">
                {overview.data
                  .filter((page) => page.group === group)
                  .map((page) => (
                    <PageRow key={page.key} page={page} language={language} />
                  ))}
              </ul>
            </AdminPanel>
          ))}
        </div>
      )}
    </>
  )
}
