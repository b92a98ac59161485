import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { DESKTOP_MIN_WIDTH, deviceSettingsFor, type DeviceSettings } from '~/domain/device-classes'
import { siteConfig } from '~/config/site-config'
import { useLocale } from './use-locale'

const DeviceSettingsContext = createContext<DeviceSettings | undefined>(undefined)

/**
 * spec §3 "Device settings" for components that behave differently per device. Layout itself is CSS
 * (media queries at the same widths); the server renders as for a desktop and the browser corrects it.
 */
export function DeviceSettingsProvider({ children }: { children: ReactNode }) {
  const language = useLocale()
  const [width, setWidth] = useState(DESKTOP_MIN_WIDTH)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update, { passive: true })
    return () => window.removeEventListener('resize', update)
  }, [])
  return (
    <DeviceSettingsContext.Provider value={deviceSettingsFor(width, siteConfig.topBar.show, language)}>
      {children}
    </DeviceSettingsContext.Provider>
  )
}

export function useDeviceSettings(): DeviceSettings {
  const settings = useContext(DeviceSettingsContext)
  if (!settings) throw new Error('useDeviceSettings must be used inside DeviceSettingsProvider')
  return settings
}
