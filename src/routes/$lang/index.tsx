import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '~/config/site-config'
import { pickText } from '~/i18n/locales'
import { replaceTotals } from '~/domain/hero-totals'
import { getHomeBlocks } from '~/features/content-pages/content.functions'
import { getHomeCatalogue } from '~/features/catalogue/catalogue.functions'
import { HomePage } from '~/features/home/HomePage'

export const Route = createFileRoute('/$lang/')({
  loader: async ({ params, context: { locale } }) => {
    const [blocks, catalogue] = await Promise.all([getHomeBlocks({ data: { locale } }), getHomeCatalogue({ data: { locale } })])
    return { blocks, catalogue }
  },
  head: ({ match, loaderData }) => {
    const { locale } = match.context
    const { hero } = siteConfig.home
    const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, siteConfig.languages.default)
    const totals = { forSale: loaderData?.catalogue.stats.forSale ?? 0, forRent: loaderData?.catalogue.stats.forRent ?? 0 }
    return {
      meta: [
        { title: `${text(hero.title.text)} | ${siteConfig.agency.name}` },
        { name: 'description', content: replaceTotals(text(hero.description.text), totals) },
      ],
    }
  },
  component: function Page() {
    const { blocks, catalogue } = Route.useLoaderData()
    return <HomePage blocks={blocks} catalogue={catalogue} />
  },
})
