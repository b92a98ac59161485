import { useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { hrefFor } from '#/i18n/path-table.ts'
import { useLocale } from '#/components/shell/use-locale.ts'

/** What a visitor sees when a page fails to load (spec §8 "API error"): an apology and a way on. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="container-page py-20">
      <h1 className="text-3xl md:text-4xl">{t`Something went wrong`}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t`This page could not be loaded. Please try again in a moment.`}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          {t`Try again`}
        </button>
        <a href={hrefFor('', locale)} className="rounded-full border border-line px-6 py-3 font-semibold hover:bg-sand">
          {t`Return to the home page`}
        </a>
      </div>
    </div>
  )
}
