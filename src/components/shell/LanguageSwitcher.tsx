import { useLocation, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { switchLanguageHref, type PageAddressing } from '#/i18n/language-paths.ts'
import { LOCALE_NATIVE_NAMES } from '#/i18n/locales.ts'
import { rememberLanguage } from '#/server/visitor-language.ts'
import { useLocale } from './use-locale.ts'

/**
 * spec §2 "Language switcher": only with more than one enabled language, upper-case codes, each
 * going to the same page in that language. A full page load, so the new language's catalogue and
 * head come from the server.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const location = useLocation()
  // A page whose deeper segments are translated (a property's type slug) gives its own paths.
  const pagePaths = useMatches({ select: (matches) => (matches.at(-1)?.loaderData as PageAddressing | undefined)?.languagePaths })
  const enabled = siteConfig().languages.enabled
  if (enabled.length < 2) return null
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="flex items-center gap-0.5">
        {enabled.map((code) => {
          const current = code === locale
          return (
            <li key={code}>
              <a
                href={switchLanguageHref(location.pathname, location.searchStr, code, pagePaths)}
                hrefLang={code}
                lang={code}
                aria-current={current ? 'true' : undefined}
                aria-label={`${code.toUpperCase()}, ${LOCALE_NATIVE_NAMES[code]}`}
                onClick={() => rememberLanguage(code)}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold tracking-wide transition-colors ${
                  current ? 'text-brand-dark underline decoration-2 underline-offset-[6px]' : 'text-muted hover:text-ink'
                }`}
              >
                {code.toUpperCase()}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
