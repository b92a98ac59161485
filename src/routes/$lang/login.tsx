import { createFileRoute, redirect } from '@tanstack/react-router'
import { contentHead } from '#/components/content-head.ts'
import { getContentPage, ContentPageView, AgencyContactCard } from '#/features/content-pages/index.ts'
import { getOwnerLoginContext, OWNER_ANSWER_SEARCH, LoginForm } from '#/features/owner-portal/index.ts'

// spec §2 "/login/": page of type login, titled Owner login / Eigenaarslogin / Connexion du propriétaire;
// spec §6: the owner logs in here with e-mail and password.
export const Route = createFileRoute('/$lang/login')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['owner'] },
  validateSearch: OWNER_ANSWER_SEARCH,
  loader: async ({ params, context: { locale } }) => {
    const [page, context] = await Promise.all([getContentPage({ data: { page: 'login', locale } }), getOwnerLoginContext()])
    // An owner already logged in (the top bar's "owner area" link) goes straight to the portal.
    if (context.signedIn) throw redirect({ to: '/$lang/owner/', params: { lang: params.lang } })
    return { page, captchaScriptUrl: context.captchaScriptUrl }
  },
  // The owners' door, not a page for search results: noindex, and out of the sitemap.
  head: ({ loaderData }) => {
    const head = contentHead(loaderData?.page)
    return { ...head, meta: [...(head.meta ?? []), { name: 'robots', content: 'noindex' }] }
  },
  component: function Page() {
    const { page, captchaScriptUrl } = Route.useLoaderData()
    return (
      <ContentPageView
        page={page}
        neutral="login"
        form={<LoginForm captchaScriptUrl={captchaScriptUrl} answer={Route.useSearch().answer} />}
        aside={<AgencyContactCard />}
      />
    )
  },
})
