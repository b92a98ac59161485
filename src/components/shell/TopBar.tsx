import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { resolveTopBar, type ResolvedTopBarItem } from '#/config/menu.ts'
import { settingsPlaceholders } from '#/config/settings-placeholders.ts'
import { NamedIcon } from '../icons.tsx'
import { useLocale } from './use-locale.ts'

function TopBarItem({ item }: { item: ResolvedTopBarItem }) {
  const { t } = useLingui()
  const content = (
    <>
      {item.icon && <NamedIcon name={item.icon} size={16} style={item.color ? { color: item.color } : undefined} />}
      <span>{item.label}</span>
    </>
  )
  const className = 'inline-flex min-h-8 items-center gap-1.5 rounded-sm hover:text-white'
  if (!item.href) return <span className={className}>{content}</span>
  return item.newTab ? (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </a>
  ) : (
    <a href={item.href} className={className}>
      {content}
    </a>
  )
}

/** spec §2 "Top bar": a left and a right list of links, on tablet and desktop. */
export function TopBar() {
  const { t } = useLingui()
  const locale = useLocale()
  const config = siteConfig()
  const { topBar, languages } = config
  if (!topBar.show) return null
  const values = settingsPlaceholders(config)
  const left = resolveTopBar(topBar.left, locale, languages.default, values)
  const right = resolveTopBar(topBar.right, locale, languages.default, values)
  return (
    <div className="hidden bg-brand-dark text-[0.8125rem] text-white/85 md:block" data-testid="top-bar">
      <div className="container-page flex min-h-9 items-center justify-between gap-6">
        <ul className="flex items-center gap-5" aria-label={t`Contact the agency`}>
          {left.map((item) => (
            <li key={item.label}>
              <TopBarItem item={item} />
            </li>
          ))}
        </ul>
        <ul className="flex items-center gap-5" aria-label={t`Owners and social media`}>
          {right.map((item) => (
            <li key={item.label}>
              <TopBarItem item={item} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
