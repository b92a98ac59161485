import { rowIdFromParam } from '#/domain/catalogue-ids.ts'
import { languageRedirect, requestLanguage } from '#/server/language-redirect.ts'
import type { WorkerRoute } from '#/server/worker-routes.ts'
import { projectAddress } from '#/listings/project-queries.server.ts'
import { propertyAddress, propertyLanguagePaths } from '#/listings/property-addresses.server.ts'
import { projectHref } from '#/listings/property-paths.ts'

/**
 * The addresses spec §2 gives without a language, `/property/{id}/` and `/project/{id}/`: each answers
 * with a 301 to the page's own address in the visitor's language, in one step (the property's address
 * names its town and type, which only the catalogue knows). An id that is not a row id or names no
 * record is left to the pages, which answer 404.
 */
export const NEUTRAL_ADDRESS_ROUTES: WorkerRoute[] = [
  {
    path: /^\/property\/([^/]+)\/?$/,
    methods: ['GET'],
    handle: async ({ request, env, url, params }) => {
      const id = rowIdFromParam(params[0] ?? '')
      const property = id === undefined ? undefined : await propertyAddress(env.DB, id)
      if (!property) return undefined
      const target = propertyLanguagePaths(property)[requestLanguage(request, url)]
      return target ? languageRedirect(target, url) : undefined
    },
  },
  {
    path: /^\/project\/([^/]+)\/?$/,
    methods: ['GET'],
    handle: async ({ request, env, url, params }) => {
      const id = rowIdFromParam(params[0] ?? '')
      const project = id === undefined ? undefined : await projectAddress(env.DB, id)
      return project ? languageRedirect(projectHref(project, requestLanguage(request, url)), url) : undefined
    },
  },
]
