import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { captchaStandInOn, captchaStandInScriptResponse } from '#/server/captcha.server.ts'

/** GET /captcha-stand-in/api.js (decision 033): the stand-in captcha widget, only with CAPTCHA_STAND_IN=true (captcha.server.ts). */
export const Route = createFileRoute('/captcha-stand-in/api.js')({
  caseSensitive: true,
  server: { handlers: door({ GET: () => captchaStandInScriptResponse() }, { when: captchaStandInOn }) },
})
