import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { Breadcrumbs } from '#/components/Breadcrumbs.tsx'
import { CheckIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'

/** The thank-you page a form lands on (spec §2 "/feedback/{form}/"). */
export function FeedbackPage({ page }: { page: { title: string; message: string; next: string } }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="bg-paper">
      <div className="container-page py-10 md:py-14">
        <Breadcrumbs neutral="" current={page.title} />
        <div className="mx-auto mt-10 max-w-2xl rounded-3xl border border-line bg-white p-8 text-center shadow-sm md:p-14">
          <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand text-white">
            <CheckIcon size={32} />
          </span>
          <h1 className="mt-6 text-3xl md:text-4xl">{page.title}</h1>
          <p className="mt-4 text-lg text-muted">{page.message}</p>
          <p className="mt-3 text-muted">{page.next}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <PageLink
              to="/$lang/"
              params={{ lang: locale }}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              {t`Back to the home page`}
            </PageLink>
            <PageLink
              to="/$lang/contact/"
              params={{ lang: locale }}
              className="rounded-full border border-line px-6 py-3 font-semibold hover:bg-sand"
            >
              {t`Contact the agency`}
            </PageLink>
          </div>
        </div>
      </div>
    </div>
  )
}
