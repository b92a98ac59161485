import { useEffect } from 'react'
import { rememberLanguage } from '#/server/visitor-language.ts'
import { useLocale } from './use-locale.ts'

/**
 * Marks `<html data-hydrated>` once React has hydrated (end-to-end tests wait for it before
 * clicking) and caches the language being read (spec §7: the choice is cached in localStorage).
 */
export function useHydratedMarker(): void {
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEffect(() => {
    if (/^\/[a-z]{2}\//.test(window.location.pathname)) rememberLanguage(locale)
  }, [locale])
}
