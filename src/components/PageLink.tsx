import { Link, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router'

/**
 * The router's `<Link>`, typed against the route tree (a wrong route, param or search field is a
 * type error), marked as the current page only on that exact page and search: a link home is not
 * "current" on every page below it, nor page 1 of a list on page 2.
 */
export function PageLink<const TTo extends string | undefined>(props: LinkComponentProps<'a', RegisteredRouter, string, TTo>) {
  return <Link activeOptions={{ exact: true }} {...(props as LinkComponentProps)} />
}
