import { env } from 'cloudflare:workers'
import type { AppEnv } from './env.server.ts'
import { requestBindings } from './request-database.server.ts'

/**
 * The Worker's bindings for server functions, which run inside the request's Worker: within a
 * request, `DB` is the request's D1 session (decision 024, request-database.server.ts).
 */
export function bindings(): AppEnv {
  return requestBindings() ?? (env as unknown as AppEnv)
}
