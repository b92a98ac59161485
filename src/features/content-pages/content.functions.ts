import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import type { Locale } from '#/i18n/locales.ts'
import { PAGE_KEYS } from '#/content/page-keys.ts'
import { PAGES } from '#/content/pages.ts'
import { TEAM_PAGE } from '#/content/team.ts'
import { localizeTeamMember } from '#/content/team-document.ts'
import { FEEDBACK_FORMS, FEEDBACK_PAGES } from '#/content/feedback.ts'
import { HOME_BLOCKS } from '#/content/home.ts'
import { localizeDeep, localizePage, localizeServiceArticle } from '#/content/localize.ts'
import { SERVICE_ARTICLE_IDS, SERVICE_ARTICLE_SLUGS } from '#/content/service-article-slugs.ts'
import { SERVICE_ARTICLES, type ServiceArticleSummary } from '#/content/service-articles.ts'
import { fillPlaceholders, settingsPlaceholders } from '#/config/settings-placeholders.ts'
import { siteConfig } from '#/config/site-config.ts'
import { teamForPage } from '#/domain/content-limits.ts'
import { bindings } from '#/server/bindings.server.ts'
import { teamInForce } from './team-in-force.server.ts'

// Page texts stay on the server: a page receives only its own text in the language being read, with
// the settings it quotes filled in ({phone}, {leadsMonths}: settings-placeholders.ts).

const withSettings = <T>(text: T): T => fillPlaceholders(text, settingsPlaceholders(siteConfig()))

export const getContentPage = createServerFn({ method: 'GET' })
  .validator(v.object({ page: v.picklist(PAGE_KEYS), locale: LocaleSchema }))
  .handler(({ data }) => withSettings(localizePage(PAGES[data.page], data.locale)))

/** The team page's text and the team the agency published (decision 034), in the reader's language. */
export const getTeamPage = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const team = await teamInForce(bindings().DB)
    return withSettings({
      page: localizePage(TEAM_PAGE, data.locale),
      members: teamForPage(team.members).map((member) => localizeTeamMember(member, data.locale)),
    })
  })

export const getFeedbackPage = createServerFn({ method: 'GET' })
  .validator(v.object({ form: v.picklist(FEEDBACK_FORMS), locale: LocaleSchema }))
  .handler(({ data }) => withSettings(localizeDeep(FEEDBACK_PAGES[data.form], data.locale)))

export const getHomeBlocks = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) => withSettings(localizeDeep(HOME_BLOCKS, data.locale)))

function serviceArticleSummaries(locale: Locale): ServiceArticleSummary[] {
  return SERVICE_ARTICLE_IDS.map((id) => ({
    id,
    slug: SERVICE_ARTICLE_SLUGS[id][locale],
    title: SERVICE_ARTICLES[id].title[locale],
    description: SERVICE_ARTICLES[id].description[locale],
  }))
}

export const getServiceArticleList = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) => serviceArticleSummaries(data.locale))

export const getServiceArticle = createServerFn({ method: 'GET' })
  .validator(v.object({ article: v.picklist(SERVICE_ARTICLE_IDS), locale: LocaleSchema }))
  .handler(({ data }) =>
    withSettings({
      article: localizeServiceArticle(SERVICE_ARTICLES[data.article], data.locale),
      others: serviceArticleSummaries(data.locale).filter((summary) => summary.id !== data.article),
    }),
  )
