import { createFileRoute, redirect } from '@tanstack/react-router'
import { detectVisitorLanguage } from '#/server/visitor-language.ts'

// `/` sends the visitor to their language's home (spec §7: lng, cookie, Accept-Language, default).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang/', params: { lang: detectVisitorLanguage() }, statusCode: 302 })
  },
})
