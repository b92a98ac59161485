import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { siteConfig } from '#/config/site-config.ts'
import { isLocale } from '#/i18n/locales.ts'

// Every public page lives under an enabled language; other two-letter codes are not found (decision 001).
export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params }) => {
    const { lang } = params
    if (!isLocale(lang) || !siteConfig().languages.enabled.includes(lang)) throw notFound()
    return { locale: lang }
  },
  component: Outlet,
})
