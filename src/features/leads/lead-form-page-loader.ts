import type { PageKey } from '#/content/page-keys.ts'
import type { Locale } from '#/i18n/locales.ts'
import { getContentPage } from '#/features/content-pages/index.ts'
import { getLeadFormContext } from './lead-form.functions.ts'

// Decision 023: a route's loader is part of every page's first load (the route tree holds it), so it
// lives apart from the page's components, which load with the page.

/** The loader of a content page whose main part is a lead form: its texts and the form's context. */
export async function loadLeadFormPage(page: PageKey, locale: Locale) {
  const [content, form] = await Promise.all([getContentPage({ data: { page, locale } }), getLeadFormContext({ data: { locale } })])
  return { page: content, form }
}

export type LeadFormPageData = Awaited<ReturnType<typeof loadLeadFormPage>>
