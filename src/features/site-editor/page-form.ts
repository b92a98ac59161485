import type { EditorField } from '#/content/editable-page-keys.ts'
import { LOCALES } from '#/i18n/locales.ts'

// The pages editor's form as a page document (decision 034): each field is named by its path in the
// document (`de.title`), so a refusal's path points at its field. A language whose fields are all
// left empty is not written: visitors of that language read the fallback, and the editor says so.

/** The document the form holds, for the server to check against the page's schema. */
export function pageOfForm(form: FormData, fields: readonly EditorField[]): Record<string, Record<string, string>> {
  const page: Record<string, Record<string, string>> = {}
  for (const locale of LOCALES) {
    const values = fields.map((field) => [field, String(form.get(`${locale}.${field.name}`) ?? '').trim()] as const)
    if (values.every(([, value]) => value === '')) continue
    page[locale] = Object.fromEntries(
      values.filter(([field, value]) => value !== '' || !field.optional).map(([field, value]) => [field.name, value]),
    )
  }
  return page
}
