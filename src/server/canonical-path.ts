import { localizePathname, neutralizePathname } from '~/i18n/path-table'

/**
 * The canonical public form of a language-prefixed path: localized slugs and a trailing slash.
 * `/nl/for-sale` and `/nl/te-koop` both answer with `/nl/te-koop/`; paths that are already
 * canonical, or that are not page paths (assets, API), give undefined.
 */
export function canonicalRedirect(pathname: string): string | undefined {
  if (!/^\/[a-z]{2}(\/|$)/.test(pathname)) return undefined
  const lastSegment = pathname.split('/').pop() ?? ''
  if (lastSegment.includes('.')) return undefined
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`
  const canonical = localizePathname(neutralizePathname(withSlash))
  return canonical === pathname ? undefined : canonical
}
