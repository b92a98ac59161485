import { LOCALES } from '#/i18n/locales.ts'

// The pages editor's form as a page document (decision 034): each field is named by its path in the
// document (`de.title`), so a refusal's path points at its field. A language whose fields are all
// left empty is not written: visitors of that language read the fallback, and the editor says so.

export const PAGE_FIELDS = ['title', 'description', 'seoTitle', 'lead', 'body'] as const
export type PageField = (typeof PAGE_FIELDS)[number]

const OPTIONAL_FIELDS: ReadonlySet<PageField> = new Set(['seoTitle', 'lead'])

/** The document the form holds, for the server to check against the page schema. */
export function pageOfForm(form: FormData): Record<string, Record<string, string>> {
  const page: Record<string, Record<string, string>> = {}
  for (const locale of LOCALES) {
    const values = PAGE_FIELDS.map((field) => [field, String(form.get(`${locale}.${field}`) ?? '').trim()] as const)
    if (values.every(([, value]) => value === '')) continue
    page[locale] = Object.fromEntries(values.filter(([field, value]) => value !== '' || !OPTIONAL_FIELDS.has(field)))
  }
  return page
}
