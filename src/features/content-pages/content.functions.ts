import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import type { Locale } from '#/i18n/locales.ts'
import { PAGE_KEYS } from '#/content/page-keys.ts'
import { TEAM_PAGE } from '#/content/team.ts'
import { localizeTeamMember } from '#/content/team-document.ts'
import { FEEDBACK_FORMS } from '#/content/feedback.ts'
import { localizePage } from '#/content/localize.ts'
import { SERVICE_ARTICLE_IDS, SERVICE_ARTICLE_SLUGS } from '#/content/service-article-slugs.ts'
import { SERVICE_ARTICLES, type LocalizedServiceArticle, type ServiceArticleSummary } from '#/content/service-articles.ts'
import { serviceArticleKey, thankYouKey } from '#/content/editable-page-keys.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { bindings } from '#/server/bindings.server.ts'
import { homeView, pageSummary, pagesInForce, pageView, thankYouView } from './pages-in-force.server.ts'
import { fillPlaceholders, settingsPlaceholders } from '#/config/settings-placeholders.ts'
import { siteConfig } from '#/config/site-config.ts'
import { teamForPage } from '#/domain/content-limits.ts'
import { teamInForce } from './team-in-force.server.ts'

// Page texts stay on the server: a page receives only its own text in the language being read, with
// the settings it quotes filled in ({phone}, {leadsMonths}: settings-placeholders.ts). The pages the
// agency edits come from D1 (pages-in-force.server.ts, decision 034), their bodies as blocks.

const withSettings = <T>(text: T): T => fillPlaceholders(text, settingsPlaceholders(siteConfig()))

export const getContentPage = createServerFn({ method: 'GET' })
  .validator(v.object({ page: v.picklist(PAGE_KEYS), locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const read = (await pagesInForce(bindings().DB, [data.page])).get(data.page)!
    return withSettings(pageView(data.page, read, data.locale))
  })

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
  .handler(async ({ data }) => {
    const key = thankYouKey(data.form)
    return withSettings(thankYouView((await pagesInForce(bindings().DB, [key])).get(key)!, data.locale))
  })

export const getHomeBlocks = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => withSettings(homeView((await pagesInForce(bindings().DB, ['home'])).get('home')!, data.locale)))

/** Every services article's title and description in `locale`, in the services page's order. */
async function serviceArticleSummaries(locale: Locale): Promise<ServiceArticleSummary[]> {
  const pages = await pagesInForce(bindings().DB, SERVICE_ARTICLE_IDS.map(serviceArticleKey))
  return SERVICE_ARTICLE_IDS.map((id) => {
    const { title, description } = pageSummary(pages.get(serviceArticleKey(id))!, locale)
    return { id, slug: SERVICE_ARTICLE_SLUGS[id][locale], title, description }
  })
}

export const getServiceArticleList = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => withSettings(await serviceArticleSummaries(data.locale)))

export const getServiceArticle = createServerFn({ method: 'GET' })
  .validator(v.object({ article: v.picklist(SERVICE_ARTICLE_IDS), locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const key = serviceArticleKey(data.article)
    const [pages, summaries] = await Promise.all([pagesInForce(bindings().DB, [key]), serviceArticleSummaries(data.locale)])
    const { action } = SERVICE_ARTICLES[data.article]
    const article: LocalizedServiceArticle = {
      ...pageView(key, pages.get(key)!, data.locale),
      action: { href: hrefFor(action.path, data.locale), label: action.label[data.locale] },
    }
    return withSettings({ article, others: summaries.filter((summary) => summary.id !== data.article) })
  })
