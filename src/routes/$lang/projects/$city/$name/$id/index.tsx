import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { rowIdFromParam } from '#/domain/catalogue-ids.ts'
import { projectSlugs } from '#/listings/property-paths.ts'
import { projectHead, getProjectPage, ProjectView } from '#/features/property-pages/index.ts'
import { getLeadFormContext } from '#/features/leads/index.ts'
function projectId(text: string): number {
  const id = rowIdFromParam(text)
  if (id === undefined) throw notFound()
  return id
}

// spec §2 "Project detail": /{lang}/{projecten|projets|…}/{city}/{project-name}/{id}/
export const Route = createFileRoute('/$lang/projects/$city/$name/$id/')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['catalogue', 'forms'] },
  loader: async ({ params, context: { locale } }) => {
    const [project, leadForm] = await Promise.all([
      getProjectPage({ data: { id: projectId(params.id), locale } }),
      getLeadFormContext({ data: { locale } }),
    ])
    if (!project) throw notFound()
    const { city, name } = projectSlugs(project)
    if (city !== params.city || name !== params.name || String(project.id) !== params.id) {
      throw redirect({
        to: '/$lang/projects/$city/$name/$id/',
        params: { lang: locale, city, name, id: String(project.id) },
        statusCode: 301,
      })
    }
    return { ...project, leadForm }
  },
  head: ({ loaderData, match }) => (loaderData ? projectHead(loaderData, match.context.locale, match.context.i18n) : {}),
  component: function Project() {
    const { leadForm, ...project } = Route.useLoaderData()
    return <ProjectView project={project} leadForm={leadForm} />
  },
})
