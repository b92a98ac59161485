import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { pageShareMeta } from '#/components/share-meta.ts'
import { getProjectList, ProjectList } from '#/features/property-pages/index.ts'
// spec §2 "/projets/ and /projects/": the project list (new-build and subdivisions).
export const Route = createFileRoute('/$lang/projects/')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['catalogue', 'forms'] },
  loader: ({ context }) => getProjectList({ data: { locale: context.locale } }),
  head: ({ match }) => {
    const title = pageTitle(match.context.i18n._(msg`New-build projects`))
    const description = match.context.i18n._(
      msg`New-build apartments, houses and building plots in Walloon Brabant, with price lists and availability.`,
    )
    // A shared link to the list previews with its own title and words, like every other page.
    return { meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description })] }
  },
  component: function Projects() {
    return <ProjectList projects={Route.useLoaderData()} />
  },
})
