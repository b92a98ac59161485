/** How the header looks at a scroll position (spec §2 "Shell", §4 "Header"). */
export type HeaderState = {
  /** CSS position: sticky in the page flow, or lying over the home banner until scrolled */
  position: 'sticky' | 'absolute' | 'fixed'
  /** transparent over the banner, white once scrolled */
  transparent: boolean
  /** the logo shows at once, or only after the scroll threshold */
  logoVisible: boolean
  /** a shadow separates the header from the content once the page is scrolled */
  raised: boolean
}

export type HeaderOptions = { position: 'fixed' | 'transparent'; logo: 'always' | 'after-scroll' }

/**
 * `fixed` keeps the header in the flow (sticky), so nothing shifts. `transparent` lets it lie over
 * the home banner and pins it, white, once the page is scrolled past the threshold; on pages without
 * a banner it behaves as `fixed`.
 */
export function headerState(options: HeaderOptions, overBanner: boolean, scrolledPastThreshold: boolean): HeaderState {
  const overlays = options.position === 'transparent' && overBanner
  return {
    position: overlays ? (scrolledPastThreshold ? 'fixed' : 'absolute') : 'sticky',
    transparent: overlays && !scrolledPastThreshold,
    logoVisible: options.logo === 'always' || scrolledPastThreshold,
    raised: scrolledPastThreshold,
  }
}
