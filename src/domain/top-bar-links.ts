// spec §2 "Top bar": links starting with http, //, tel: or mailto: open in a new tab.
const NEW_TAB_PREFIXES = ['http', '//', 'tel:', 'mailto:'] as const

export function opensInNewTab(link: string): boolean {
  const value = link.trim().toLowerCase()
  return NEW_TAB_PREFIXES.some((prefix) => value.startsWith(prefix))
}
