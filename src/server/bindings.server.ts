import { env } from 'cloudflare:workers'
import type { AppEnv } from './env.server'

/** The Worker's bindings for server functions, which run inside the request's Worker. */
export function bindings(): AppEnv {
  return env as unknown as AppEnv
}
