import type { AppEnv } from './env.server.ts'

// The operator's door: health details today, every later operator-only endpoint
// tomorrow. The token is the Worker secret OPERATOR_TOKEN, sent as `Authorization: Bearer <token>`.

/** Who is asking: the operator, anyone (no Authorization header), or someone whose token is wrong. */
export type OperatorAccess = 'operator' | 'public' | 'refused'

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/**
 * Compares in constant time: both sides are hashed first, so neither the length nor the first
 * differing character of the secret shows in how long the answer takes.
 */
async function sameSecret(given: string, secret: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(secret)])
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!
  return difference === 0
}

export async function operatorAccess(request: Request, env: Pick<AppEnv, 'OPERATOR_TOKEN'>): Promise<OperatorAccess> {
  const header = request.headers.get('Authorization')
  if (header === null) return 'public'
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
  // Without the secret set, no token opens anything: an unconfigured Worker has no operator.
  const secret = env.OPERATOR_TOKEN ?? ''
  if (!token || secret === '') return 'refused'
  return (await sameSecret(token, secret)) ? 'operator' : 'refused'
}

/** The answer to a request whose token is wrong: said plainly, so a misconfigured monitor is noticed. */
export function operatorRefused(): Response {
  return Response.json(
    { error: 'operator token refused' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' } },
  )
}
