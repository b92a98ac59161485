import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

/**
 * A link to a public (localized) path that came from configuration, such as a menu entry. It keeps
 * the single-page navigation: the router reads the localized path through its rewrite.
 */
export function SiteLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
        if (event.defaultPrevented || !plainClick || props.target || !href.startsWith('/') || href.startsWith('//')) return
        event.preventDefault()
        router.history.push(href)
      }}
    />
  )
}
