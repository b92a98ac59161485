import { waitUntil } from 'cloudflare:workers'
import { bindings } from './bindings.server.ts'
import { mailerOf } from './mailer.server.ts'
import { doorHandlers, type DoorHandler, type DoorMethod, type DoorOptions } from './http-door.ts'

/**
 * A public door's `server.handlers` (decision 033), run with the Worker's own bindings (the request's
 * D1 session, decision 024), its `waitUntil` and the send_email binding. Tests call the feature's
 * function with their own services instead (http-door.ts `DoorInput`).
 */
export function door<Params = Record<string, never>>(
  handlers: Partial<Record<DoorMethod, DoorHandler<Params>>>,
  options: DoorOptions = {},
) {
  return doorHandlers(handlers, options, () => {
    const env = bindings()
    return { env, ctx: { waitUntil }, services: { mailer: mailerOf(env) } }
  })
}
