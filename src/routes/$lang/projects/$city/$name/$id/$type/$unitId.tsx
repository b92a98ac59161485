import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { rowIdFromParam } from '#/domain/catalogue-ids.ts'
import { getPropertyPage, propertyHead, referenceLabel, PropertyView } from '#/features/property-pages/index.ts'
import { PROJECT_UNIT_SEGMENT } from '#/domain/project-unit-address.ts'
import { projectHref, projectSlugs } from '#/listings/property-paths.ts'
import { HOME_LABEL } from '#/i18n/path-table.ts'
import { msg } from '@lingui/core/macro'
import { getLeadFormContext } from '#/features/leads/index.ts'

// spec §2: project units sit under the project path plus /appartement/{id}/. Another town, project
// name or type segment (the spec's French form names the unit's type) answers 301 to that address.
export const Route = createFileRoute('/$lang/projects/$city/$name/$id/$type/$unitId')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['catalogue', 'forms', 'costs'] },
  loader: async ({ params, context: { locale } }) => {
    const unitId = rowIdFromParam(params.unitId)
    if (unitId === undefined) throw notFound()
    const projectId = rowIdFromParam(params.id)
    if (projectId === undefined) throw notFound()
    const [data, leadForm] = await Promise.all([
      getPropertyPage({ data: { id: unitId, locale } }),
      getLeadFormContext({ data: { locale, propertyId: unitId } }),
    ])
    // The property names its project (and its town and name, for the address): no second query.
    const project = data.availability === 'available' ? data.property.project : null
    if (data.availability !== 'available' || !project || project.externalUrl || project.id !== projectId) throw notFound()
    const canonical = { lang: locale, ...projectSlugs(project), id: String(project.id), type: PROJECT_UNIT_SEGMENT, unitId: String(unitId) }
    if ((['city', 'name', 'id', 'type', 'unitId'] as const).some((key) => canonical[key] !== params[key])) {
      throw redirect({ to: '/$lang/projects/$city/$name/$id/$type/$unitId/', params: canonical, statusCode: 301 })
    }
    return { ...data, leadForm, languagePaths: data.property.languagePaths }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { locale, i18n } = match.context
    // The unit's own address is its canonical (decision 015); its title names the project, so it differs from the listing's.
    return propertyHead(loaderData.seo, loaderData.property.town, locale, {
      home: i18n._(HOME_LABEL),
      listing: i18n._(msg`New-build projects`),
      listingPath: 'projects',
      reference: referenceLabel(i18n, loaderData.property.id),
      project: loaderData.property.project?.name,
      ...(loaderData.property.project
        ? { projectCrumb: { name: loaderData.property.project.name, href: projectHref(loaderData.property.project, locale) } }
        : {}),
    })
  },
  component: function Unit() {
    const data = Route.useLoaderData()
    return <PropertyView property={data.property} similar={data.similar} leadForm={data.leadForm} asProjectUnit />
  },
})
