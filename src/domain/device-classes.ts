// spec §4 "Device classes in the shell": mobile under 767 px, tablet 767 to under 1280, desktop from 1280.
export const TABLET_MIN_WIDTH = 767
export const DESKTOP_MIN_WIDTH = 1280

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

export function deviceClassForWidth(width: number): DeviceClass {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop'
  if (width >= TABLET_MIN_WIDTH) return 'tablet'
  return 'mobile'
}

/** spec §3 "Device settings": the three device flags, top-bar visibility and language. */
export type DeviceSettings = {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  topBarShow: boolean
  language: string
}

export function deviceSettingsFor(width: number, topBarConfigured: boolean, language: string): DeviceSettings {
  const deviceClass = deviceClassForWidth(width)
  return {
    isMobile: deviceClass === 'mobile',
    isTablet: deviceClass === 'tablet',
    isDesktop: deviceClass === 'desktop',
    // The top bar is hidden on phones: its phone and mail links move into the drawer.
    topBarShow: topBarConfigured && deviceClass !== 'mobile',
    language,
  }
}
