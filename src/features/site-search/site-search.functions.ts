import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import type { Locale } from '#/i18n/locales.ts'
import { TEAM_PAGE } from '#/content/team.ts'
import { localizePage } from '#/content/localize.ts'
import { localizeTeamMember, type TeamDocument } from '#/content/team-document.ts'
import { searchableContentPages, teamInForce } from '#/features/content-pages/index.server.ts'
import { bindings } from '#/server/bindings.server.ts'
import type { LocalizedPage } from '#/content/content-types.ts'
import { searchPages, type SearchablePage } from '#/domain/page-search.ts'

/** The longest query the site search accepts. */
export const MAX_SITE_QUERY_LENGTH = 100

function pageText(page: LocalizedPage): string {
  return [page.lead, ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])])]
    .filter(Boolean)
    .join(' ')
}

async function searchablePages(locale: Locale, teamDocument: TeamDocument): Promise<SearchablePage[]> {
  // the content pages as the agency published them (decision 034)
  const contentPages = await searchableContentPages(bindings().DB, locale)
  const team = localizePage(TEAM_PAGE, locale)
  const members = teamDocument.members.map((member) => localizeTeamMember(member, locale))
  const memberText = members.map((member) => `${member.name} ${member.role} ${member.bio}`).join(' ')
  return [...contentPages, { title: team.title, text: `${pageText(team)} ${memberText}`, href: hrefFor('team', locale) }]
}

/** The 404 page's site search: pages whose title or text holds every word of the query. */
export const searchSite = createServerFn({ method: 'GET' })
  .validator(v.object({ q: v.pipe(v.string(), v.trim(), v.maxLength(MAX_SITE_QUERY_LENGTH)), locale: LocaleSchema }))
  .handler(async ({ data }) => searchPages(await searchablePages(data.locale, await teamInForce(bindings().DB)), data.q))
