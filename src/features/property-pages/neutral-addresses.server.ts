import { rowIdFromParam } from '#/domain/catalogue-ids.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { answered } from '#/server/http-door.ts'
import { methodNotAllowedResponse } from '#/server/refusals.ts'
import { languageRedirect, requestLanguage } from '#/server/language-redirect.ts'
import { projectAddress } from '#/listings/project-queries.server.ts'
import { propertyAddress, propertyLanguagePaths } from '#/listings/property-addresses.server.ts'
import { projectHref } from '#/listings/property-paths.ts'

/** `/property/{id}/` and `/project/{id}/`, with or without the slash. */
const NEUTRAL_ADDRESS = /^\/(property|project)\/([^/]+)\/?$/

/**
 * The addresses spec §2 gives without a language, `/property/{id}/` and `/project/{id}/`: each answers
 * with a 301 to the page's own address in the visitor's language, in one step (the property's address
 * names its town and type, which only the catalogue knows). An id that is not a row id or names no
 * record is left to the pages, which answer 404 (undefined). A redirect like the canonical ones, so
 * the Worker entry asks it before the pages (decision 033), not a server route: a server route cannot
 * hand a path back to the pages.
 */
export async function neutralAddressResponse(request: Request, env: Pick<AppEnv, 'DB'>, url: URL): Promise<Response | undefined> {
  const match = NEUTRAL_ADDRESS.exec(url.pathname)
  if (!match) return undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') return answered(request, methodNotAllowedResponse('GET, HEAD'))
  const id = rowIdFromParam(match[2]!)
  if (id === undefined) return undefined
  if (match[1] === 'property') {
    const property = await propertyAddress(env.DB, id)
    const target = property && propertyLanguagePaths(property)[requestLanguage(request, url)]
    return target ? languageRedirect(target, url) : undefined
  }
  const project = await projectAddress(env.DB, id)
  return project ? languageRedirect(projectHref(project, requestLanguage(request, url)), url) : undefined
}
