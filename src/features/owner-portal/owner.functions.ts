import { RowIdSchema } from '#/domain/catalogue-schemas.ts'
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { bindings } from '#/server/bindings.server.ts'
import { captchaScriptUrl } from '#/server/captcha.server.ts'
import { ownerOverview, ownerPropertyView, type OwnerRow } from './owner-repository.server.ts'
import { currentOwner } from './owner-session.server.ts'
import { sessionCookieValue } from './session-rules.ts'
import type { OwnerOverview, OwnerPropertyView } from './owner-portal-types.ts'

// The owner portal's reads (decision 008). Each checks the session cookie against D1, moves its idle
// timeout on, and marks the answer private: a portal page is never cached anywhere.

export type OwnerRead<T> = { kind: 'signed-out'; hadSession: boolean } | { kind: 'not-found' } | { kind: 'ok'; data: T }

export type OwnerIdentity = { firstName: string; lastName: string; email: string }

function identityOf(owner: OwnerRow): OwnerIdentity {
  return { firstName: owner.first_name, lastName: owner.last_name, email: owner.email }
}

async function withOwner<T>(read: (owner: OwnerRow) => Promise<T | undefined>): Promise<OwnerRead<T>> {
  setResponseHeader('Cache-Control', 'private, no-store')
  const env = bindings()
  const cookie = getRequestHeader('cookie') ?? null
  const current = await currentOwner(env, cookie)
  if (!current) return { kind: 'signed-out', hadSession: sessionCookieValue(cookie) !== undefined }
  setResponseHeader('Set-Cookie', await current.refreshCookie())
  const data = await read(current.owner)
  return data === undefined ? { kind: 'not-found' } : { kind: 'ok', data }
}

export const getOwnerOverview = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) => withOwner<OwnerOverview>((owner) => ownerOverview(bindings().DB, owner, data.locale, new Date())))

export const getOwnerProperty = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, propertyId: RowIdSchema }))
  .handler(({ data }) =>
    withOwner<OwnerPropertyView>((owner) => ownerPropertyView(bindings().DB, owner.id, data.propertyId, data.locale, new Date())),
  )

/** Who is logged in: the owner section's guard ($lang/owner/route.tsx). */
export const getOwnerIdentity = createServerFn({ method: 'GET' }).handler(() =>
  withOwner<OwnerIdentity>(async (owner) => identityOf(owner)),
)

/** What the login page needs: the captcha script for when the login asks for it, and whether the owner is already in. */
export const getOwnerLoginContext = createServerFn({ method: 'GET' }).handler(async () => {
  const env = bindings()
  const cookie = getRequestHeader('cookie') ?? null
  const signedIn = sessionCookieValue(cookie) !== undefined ? (await currentOwner(env, cookie)) !== null : false
  return { captchaScriptUrl: captchaScriptUrl(env), signedIn }
})
