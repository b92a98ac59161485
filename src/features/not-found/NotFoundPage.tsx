import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { siteConfig } from '#/config/site-config.ts'
import { resolveMenu } from '#/config/menu.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { SiteSearchForm } from '#/features/site-search/index.ts'
import { PropertySearch } from '#/features/property-search/index.ts'

/**
 * The 404 page (spec §2 and §8 "Page not found"): a message, a search form, the site's main
 * sections and a link home. Served with status 404.
 */
export function NotFoundPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const sections = resolveMenu(siteConfig().menu, locale, siteConfig().languages.default).filter((item) => !item.external)
  return (
    <div className="bg-paper">
      <div className="container-page py-16 md:py-24">
        <p className="font-display text-7xl text-brand md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 max-w-2xl text-3xl md:text-5xl">{t`Page not found`}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted">
          {t`The page you requested does not exist or has moved. Search the site from its main sections, or return to the home page.`}
        </p>
        <div className="relative z-10 mt-8">
          <h2 className="mb-3 text-xl">{t`Find a property`}</h2>
          <PropertySearch />
        </div>
        <div className="mt-10">
          <h2 className="mb-3 text-xl">{t`Search the site's pages`}</h2>
          <SiteSearchForm />
        </div>
        <PageLink
          to="/$lang/"
          params={{ lang: locale }}
          className="mt-4 inline-flex rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t`Return to the home page`}
        </PageLink>
        <nav aria-label={t`Main sections`} className="mt-12">
          <ul className="flex flex-wrap gap-3">
            {sections
              .flatMap((item) => [item, ...item.children])
              .map((item) => (
                <li key={item.href + item.label}>
                  <SiteLink href={item.href} className="inline-flex rounded-full border border-line bg-white px-4 py-2 hover:border-ink">
                    {item.label}
                  </SiteLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
