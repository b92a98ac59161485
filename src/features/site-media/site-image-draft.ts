import type { SiteImage } from '#/domain/site-images.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'

// A picture while a back-office form edits it (decision 034), and the reference the form sends: the
// alternative texts trimmed, an empty optional one left out (it falls back along the chain), an
// empty required one sent empty, so the server's check names it (`alt.fr`).

/** A picture while it is edited: its alternative texts may still be empty. */
export type SiteImageDraft = { src: string; width: number; height: number; alt: Partial<Record<Locale, string>> }

/** The reference a form sends for `draft`, for the server to validate against SiteImageSchema. */
export function siteImageOfDraft(draft: SiteImageDraft): SiteImage {
  const written = Object.fromEntries(LOCALES.flatMap((locale) => (draft.alt[locale]?.trim() ? [[locale, draft.alt[locale].trim()]] : [])))
  return { src: draft.src, width: draft.width, height: draft.height, alt: { nl: '', fr: '', ...written } }
}

/** The draft of a stored reference, to edit it. */
export function draftOfSiteImage(image: SiteImage): SiteImageDraft {
  return { src: image.src, width: image.width, height: image.height, alt: { ...image.alt } }
}
