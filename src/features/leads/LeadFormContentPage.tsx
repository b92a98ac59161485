import { ContentPageView, AgencyContactCard } from '#/features/content-pages/index.ts'
import type { LeadFormPageData } from './lead-form-page-loader.ts'
import { LeadFormSection } from './LeadForm.tsx'
import type { LeadFormId } from './lead-forms.ts'

/** A content page with a lead form first in its main column and the agency's card beside it. */
export function LeadFormContentPage({
  data,
  neutral,
  formId,
  title,
  intro,
}: {
  data: LeadFormPageData
  neutral: string
  formId: LeadFormId
  title: string
  intro?: string
}) {
  return (
    <ContentPageView
      page={data.page}
      neutral={neutral}
      aside={<AgencyContactCard />}
      form={<LeadFormSection formId={formId} context={data.form} title={title} intro={intro} />}
    />
  )
}
