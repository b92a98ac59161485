import { useEffect, useState } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'
import { ownerPageHead, OWNER_ANSWER_PARAMS, PasswordResetView } from '#/features/owner-portal/index.ts'

// Password recovery (spec §6, decision 008): without a token, ask for a reset link; with the link's token,
// choose the new password. Never the old password by mail (DESIGN.md "Where the spec is wrong").
export const Route = createFileRoute('/$lang/password-reset')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['owner'] },
  validateSearch: searchSchema({ ...OWNER_ANSWER_PARAMS, token: optionalParam(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))) }),
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`Forgotten password`)),
  component: function PasswordReset() {
    const { token: linkToken, answer } = Route.useSearch()
    const { lang } = Route.useParams()
    const navigate = useNavigate()
    // The token leaves the address bar at once: analytics tags read the page address, and a link's
    // token must not travel with a page view. The form keeps it.
    const [token] = useState(linkToken)
    useEffect(() => {
      if (linkToken) void navigate({ to: '/$lang/password-reset/', params: { lang }, search: answer ? { answer } : {}, replace: true })
    }, [linkToken, answer, lang, navigate])
    return <PasswordResetView token={token} answer={answer} />
  },
})
