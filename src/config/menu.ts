import { configuredHref } from '~/i18n/path-table'
import { pickText, type Locale } from '~/i18n/locales'
import { opensInNewTab } from '~/domain/top-bar-links'
import type { MenuItem, SiteConfig, TopBarItem } from './site-config-schema'

export type ResolvedLink = { label: string; href: string; external: boolean; neutralPath: string }
export type ResolvedMenuItem = ResolvedLink & { children: ResolvedLink[] }

/**
 * The header menu for a language (spec §2 "Header menu"): Published entries only, the home entry
 * unless hidden, children under their parent. Every path goes through the path table; a child names
 * its own page (see docs/decisions/002-menu-child-paths.md) and an unknown path gives the home page.
 */
export function resolveMenu(menu: ReadonlyArray<MenuItem>, locale: Locale, defaultLocale: Locale): ResolvedMenuItem[] {
  return menu
    .filter((item) => item.status === 'Published' && !(item.path === '' && item.hidden === true))
    .map((item) => ({
      ...resolveLink(item.path, pickText(item.params.title, locale, defaultLocale), locale),
      children: (item.childMenus ?? [])
        .filter((child) => child.status === 'Published')
        .map((child) => resolveLink(child.path, pickText(child.params.title, locale, defaultLocale), locale)),
    }))
}

function resolveLink(neutralPath: string, label: string, locale: Locale): ResolvedLink {
  const href = configuredHref(neutralPath, locale)
  return { label, href, external: !href.startsWith('/'), neutralPath }
}

export type ResolvedTopBarItem = { label: string; href: string | undefined; newTab: boolean; icon?: TopBarItem['icon']; color?: string }

/**
 * Top-bar items (spec §2 "Top bar"): only those with their status flag on. A link that starts with
 * `/` is a neutral path and goes through the path table; http, //, tel: and mailto: open a new tab.
 */
export function resolveTopBar(items: ReadonlyArray<TopBarItem>, locale: Locale, defaultLocale: Locale): ResolvedTopBarItem[] {
  return items
    .filter((item) => item.status)
    .map((item) => {
      const link = pickText(item.link, locale, defaultLocale).trim()
      const newTab = opensInNewTab(link)
      const href = link === '' ? undefined : newTab ? link : configuredHref(link, locale)
      return { label: pickText(item.label, locale, defaultLocale), href, newTab, icon: item.icon, color: item.color }
    })
}

/** Footer columns that are public (spec §2 "Footer": public flag). */
export function publicFooterColumns(config: SiteConfig) {
  return config.footer.columns.filter((column) => column.public)
}
