import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '#/config/site-config.ts'
import { pickText } from '#/i18n/locales.ts'
import { replaceTotals } from '#/domain/hero-totals.ts'
import { getHomeBlocks, agencyStructuredDataScript } from '#/features/content-pages/index.ts'
import { pageShareMeta } from '#/components/share-meta.ts'
import { getHomeCatalogue } from '#/features/property-pages/index.ts'
import { HomePage } from '#/features/home/index.ts'
export const Route = createFileRoute('/$lang/')({
  staticData: { catalogues: ['catalogue'] },
  loader: async ({ params, context: { locale } }) => {
    const [blocks, catalogue] = await Promise.all([getHomeBlocks({ data: { locale } }), getHomeCatalogue({ data: { locale } })])
    return { blocks, catalogue }
  },
  head: ({ match, loaderData }) => {
    const { locale } = match.context
    const { hero } = siteConfig().home
    const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, siteConfig().languages.default)
    const totals = { forSale: loaderData?.catalogue.stats.forSale ?? 0, forRent: loaderData?.catalogue.stats.forRent ?? 0 }
    const title = `${text(hero.title.text)} | ${siteConfig().agency.name}`
    const description = replaceTotals(text(hero.description.text), totals)
    const banner = siteConfig().home.banner
    const image =
      banner.type === 'image' && /\.(jpe?g|png|webp)$/i.test(banner.image.src)
        ? { url: banner.image.src, width: banner.image.width, height: banner.image.height }
        : undefined
    return {
      meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description, image })],
      scripts: [agencyStructuredDataScript(locale)],
    }
  },
  component: function Page() {
    const { blocks, catalogue } = Route.useLoaderData()
    return <HomePage blocks={blocks} catalogue={catalogue} />
  },
})
