import { configuredHref } from '#/i18n/path-table.ts'
import { sitePathOf, type NeutralPath } from '#/i18n/path-slugs.ts'
import { pickText, type Locale } from '#/i18n/locales.ts'
import { opensInNewTab } from '#/domain/top-bar-links.ts'
import { phoneHref } from '#/domain/phone.ts'
import { fillPlaceholders } from './settings-placeholders.ts'
import type { MenuItem, SiteConfig, TopBarItem } from './site-config-schema.ts'

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

/** For each page of the menu, the pages it lists as children, by neutral path. */
export type MenuChildPages = ReadonlyMap<NeutralPath, ReadonlySet<NeutralPath>>

/**
 * Which page the menu places under which (spec §2 "children to /{path}/{child}/"), so that
 * `/nl/diensten/gratis-schatting/` can answer with the child's own page (decision 002). Unpublished
 * entries count too: their pages still exist, and an address once linked keeps working. A child that
 * is itself a deeper path (`services/selling`) already has its address under the parent.
 */
export function menuChildPages(menu: ReadonlyArray<MenuItem>): MenuChildPages {
  const pages = new Map<NeutralPath, Set<NeutralPath>>()
  for (const item of menu) {
    const parent = sitePathOf(item.path)
    if (!parent || parent.includes('/')) continue
    for (const child of item.childMenus ?? []) {
      const page = sitePathOf(child.path)
      if (!page || page.includes('/') || page === parent) continue
      pages.set(parent as NeutralPath, (pages.get(parent as NeutralPath) ?? new Set()).add(page as NeutralPath))
    }
  }
  return pages
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
/**
 * The top bar's items in a language, with the settings they quote filled in (`{phone}`, `tel:{phone}`:
 * settings-placeholders.ts); a tel: link dials the digits whatever the label's spacing.
 */
export function resolveTopBar(
  items: ReadonlyArray<TopBarItem>,
  locale: Locale,
  defaultLocale: Locale,
  values: Readonly<Record<string, string>> = {},
): ResolvedTopBarItem[] {
  return items
    .filter((item) => item.status)
    .map((item) => {
      const filled = fillPlaceholders(pickText(item.link, locale, defaultLocale).trim(), values)
      const link = filled.toLowerCase().startsWith('tel:') ? phoneHref(filled.slice(4)) : filled
      const newTab = opensInNewTab(link)
      const href = link === '' ? undefined : newTab ? link : configuredHref(link, locale)
      return {
        label: fillPlaceholders(pickText(item.label, locale, defaultLocale), values),
        href,
        newTab,
        icon: item.icon,
        color: item.color,
      }
    })
}

/** Footer columns that are public (spec §2 "Footer": public flag). */
export function publicFooterColumns(config: SiteConfig) {
  return config.footer.columns.filter((column) => column.public)
}
