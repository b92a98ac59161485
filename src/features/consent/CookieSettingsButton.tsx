import { openConsentSettings } from './analytics-settings.ts'

/** A button that reopens the cookie settings (spec §2: the footer; decision 009: the cookie policy page too). */
export function CookieSettingsButton({ className, children }: { className?: string; children: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {children}
    </button>
  )
}
