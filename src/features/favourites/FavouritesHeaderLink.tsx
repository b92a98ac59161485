import { useLingui } from '@lingui/react/macro'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { useFavourites } from './favourites-store.ts'
import { HeartIcon } from './HeartIcon.tsx'

/**
 * Decision 021: the number of kept properties in the header, linking to them; only when there are some.
 * From 768 px up: on a 375 px phone the header's menu button, logo and four languages fill the row
 * (decision 021), and the property page's heart links to the favourites there.
 */
export function FavouritesHeaderLink() {
  const { t } = useLingui()
  const locale = useLocale()
  const count = useFavourites()?.length ?? 0
  if (count === 0) return null
  return (
    <SiteLink
      href={hrefFor('favourites', locale)}
      className="hidden min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-ink hover:text-brand-dark md:inline-flex"
    >
      <HeartIcon filled size={18} className="text-brand" />
      {/* The name read out is the whole sentence; the eye sees the heart and the number. */}
      <span className="sr-only">{t`Your favourites (${count})`}</span>
      <span aria-hidden="true">{count}</span>
    </SiteLink>
  )
}
