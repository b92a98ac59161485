import type { DoorInput } from '#/server/http-door.ts'
import { leadResponse } from '#/features/leads/lead-endpoint.server.ts'

/**
 * The lead door as its server route calls it (src/routes/api/leads/$formId.ts): the form is the
 * path's last segment. Tests post their requests through this with their own mailer, captcha and clock.
 */
export function postLead(input: DoorInput): Promise<Response> {
  return leadResponse(input, new URL(input.request.url).pathname.split('/').pop() ?? '')
}
