import { createFileRoute } from '@tanstack/react-router'
import { PersonalDataView } from '#/features/personal-data/index.ts'

// Decision 018 "Personal data".
export const Route = createFileRoute('/admin/_staff/personal-data')({
  component: function PersonalDataPage() {
    const { staff } = Route.useRouteContext()
    return <PersonalDataView language={staff.language} />
  },
})
