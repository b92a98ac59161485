import type { PageKey } from '~/content/page-keys'
import type { Locale } from '~/i18n/locales'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'
import { getLeadFormContext } from './lead-form.functions'
import { LeadFormSection } from './LeadForm'
import type { LeadFormId } from './lead-forms'

/** The loader of a content page whose main part is a lead form: its texts and the form's context. */
export async function loadLeadFormPage(page: PageKey, locale: Locale) {
  const [content, form] = await Promise.all([getContentPage({ data: { page, locale } }), getLeadFormContext({ data: { locale } })])
  return { page: content, form }
}

/** A content page with a lead form first in its main column and the agency's card beside it. */
export function LeadFormContentPage({
  data,
  neutral,
  formId,
  title,
  intro,
}: {
  data: Awaited<ReturnType<typeof loadLeadFormPage>>
  neutral: string
  formId: LeadFormId
  title: string
  intro?: string
}) {
  return <ContentPageView page={data.page} neutral={neutral} aside={<AgencyContactCard />} form={<LeadFormSection formId={formId} context={data.form} title={title} intro={intro} />} />
}
