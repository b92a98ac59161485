import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PageInLanguage } from '#/content/page-documents.ts'
import { PageHeader } from '#/components/PageHeader.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { formatLongDate } from '#/domain/display-formats.ts'
import { MarkdownBody } from './MarkdownBody.tsx'

/** A content page: header with breadcrumb, lead and its text; `aside` sits beside the text on desktop. */
export function ContentPageView({
  page,
  neutral,
  current,
  aside,
  form,
  children,
}: {
  page: PageInLanguage
  neutral: string
  /** the breadcrumb's last level when the page sits below `neutral` (a service article) */
  current?: string
  aside?: ReactNode
  /** a lead form, first in the main column: on a contact page it is what visitors came for */
  form?: ReactNode
  children?: ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const modified = formatLongDate(page.modifyDate, locale) || undefined
  return (
    // a language not written yet falls back to another: its text says which, for screen readers and hyphenation
    <article lang={page.language === locale ? undefined : page.language}>
      <PageHeader neutral={neutral} current={current} title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 pt-12 pb-20 md:pt-16 md:pb-28 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="max-w-3xl">
          {form && <div className="mb-14">{form}</div>}
          <div className="prose-page">
            <MarkdownBody blocks={page.body} />
            {modified && <p className="mt-10 text-sm text-muted">{t`Last updated: ${modified}`}</p>}
            {children}
          </div>
        </div>
        {aside && <aside className="xl:pt-2">{aside}</aside>}
      </div>
    </article>
  )
}
