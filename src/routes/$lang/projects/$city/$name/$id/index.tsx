import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { rowIdFromParam } from '~/domain/catalogue-ids'
import { citySlug, slugify } from '~/domain/slugs'
import { cleanText, summarize } from '~/domain/text-cleaning'
import { pageTitle } from '~/features/content-pages/content-head'
import { getProjectPage } from '~/features/catalogue/catalogue.functions'
import { ProjectView } from '~/features/catalogue/components/ProjectViews'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'

function projectId(text: string): number {
  const id = rowIdFromParam(text)
  if (id === undefined) throw notFound()
  return id
}

// spec §2 "Project detail": /{lang}/{projecten|projets|…}/{city}/{project-name}/{id}/
export const Route = createFileRoute('/$lang/projects/$city/$name/$id/')({
  loader: async ({ params, context: { locale } }) => {
    const [project, leadForm] = await Promise.all([getProjectPage({ data: { id: projectId(params.id), locale } }), getLeadFormContext({ data: { locale } })])
    if (!project) throw notFound()
    const city = citySlug(project.city)
    const name = slugify(project.name) || 'project'
    if (city !== params.city || name !== params.name) {
      throw redirect({ to: '/$lang/projects/$city/$name/$id/', params: { lang: locale, city, name, id: String(project.id) }, statusCode: 301 })
    }
    return { ...project, leadForm }
  },
  head: ({ loaderData }) =>
    loaderData
      ? { meta: [{ title: pageTitle(`${loaderData.name} – ${loaderData.town}`) }, { name: 'description', content: summarize(cleanText(loaderData.description), 160) }] }
      : {},
  component: function Project() {
    const { leadForm, ...project } = Route.useLoaderData()
    return <ProjectView project={project} leadForm={leadForm} />
  },
})
