import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '~/config/site-config'
import { asLocale, pickText } from '~/i18n/locales'
import { getHomeBlocks } from '~/features/content-pages/content.functions'
import { HomePage } from '~/features/home/HomePage'

export const Route = createFileRoute('/$lang/')({
  loader: ({ params }) => getHomeBlocks({ data: { locale: asLocale(params.lang) } }),
  head: ({ params }) => {
    const locale = asLocale(params.lang)
    const { hero } = siteConfig.home
    const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, siteConfig.languages.default)
    return {
      meta: [
        { title: `${text(hero.title.text)} | ${siteConfig.agency.name}` },
        { name: 'description', content: text(hero.description.text) },
      ],
    }
  },
  component: function Page() {
    return <HomePage blocks={Route.useLoaderData()} />
  },
})
