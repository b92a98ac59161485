import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { PropertyDetail } from '#/listings/catalogue-types.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import { ShareLinks } from './ShareLinks.tsx'

/** Decision 021: share a property by its canonical address (siteUrl and its one path, as its `<link rel="canonical">`). */
export function PropertyShare({ property, title }: { property: PropertyDetail; title: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const url = siteConfig().siteUrl.replace(/\/$/, '') + propertyHref(property, locale)
  return (
    <div className="mt-6">
      <ShareLinks url={url} title={title} heading={t`Share this property`} />
    </div>
  )
}
