import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '#/components/content-head.ts'
import { getContentPage, ContentPageView } from '#/features/content-pages/index.ts'
import { useLingui } from '@lingui/react/macro'
import { CookieSettingsButton } from '#/features/consent/index.ts'

export const Route = createFileRoute('/$lang/cookie-policy')({
  loader: ({ context }) => getContentPage({ data: { page: 'cookiePolicy', locale: context.locale } }),
  head: ({ loaderData, match }) =>
    contentHead(loaderData, { neutral: 'cookie-policy', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    const { t } = useLingui()
    return (
      <ContentPageView page={Route.useLoaderData()} neutral="cookie-policy">
        {/* Decision 009: the cookie policy page reopens the settings. */}
        <p className="not-prose mt-10">
          <CookieSettingsButton className="inline-flex min-h-12 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark">{t`Change my cookie settings`}</CookieSettingsButton>
        </p>
      </ContentPageView>
    )
  },
})
