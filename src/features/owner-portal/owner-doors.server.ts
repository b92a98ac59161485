import { i18nFor } from '#/i18n/section-catalogues.ts'
import { attachmentDisposition } from '#/server/content-disposition.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { requestLocale } from '#/server/request-reading.ts'
import { NO_STORE, answerLocale, orUnavailable, readFormBody, seeOther, textField, wantsJson } from '#/server/form-endpoint.server.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { notFoundResponse } from '#/server/refusals.ts'
import { ownerAnswer } from './owner-messages.ts'
import { ownerDocument } from './owner-repository.server.ts'
import { currentOwner } from './owner-session.server.ts'
import { pageViewResponse } from './page-views.server.ts'
import { checkTheFields, withQuery, type OwnerAction, type OwnerActionAnswer } from './owner-action.server.ts'
import { login, logout } from './owner-login.server.ts'
import { changePassword, forgot, reset } from './owner-password.server.ts'

// The owner's doors (spec §6 "Property owner"): POST /api/owner/{login,logout,forgot,reset,password},
// GET /api/owner/documents/{id}, and POST /api/views from every property page; their server routes
// are src/routes/api/owner/$action.ts, src/routes/api/owner/documents/$documentId.ts and
// src/routes/api/views.ts (decision 033). Like the lead forms,
// each form works with JavaScript (fetch, JSON answer) and without (a form POST answered with a
// redirect to the page that shows the outcome).

/** A login form is a few hundred bytes. */
const OWNER_BODY_LIMIT_BYTES = 8 * 1024

const ACTIONS = { login, logout, forgot, reset, password: changePassword } satisfies Record<string, OwnerAction>
type ActionName = keyof typeof ACTIONS

const isAction = (name: string): name is ActionName => Object.hasOwn(ACTIONS, name)

/** POST /api/owner/{action}: a form of the owner's pages; an action we do not have is not found. */
export function ownerActionResponse(input: DoorInput, action: string): Promise<Response> | Response {
  return isAction(action) ? actionResponse(input, action) : notFoundResponse()
}

/** GET /api/owner/documents/{id}: one of the signed-in owner's documents; an id that is no row id is not found. */
export function ownerDocumentResponse(input: DoorInput, id: string): Promise<Response> | Response {
  return /^\d{1,12}$/.test(id) ? documentResponse(input, Number(id)) : notFoundResponse()
}

/** POST /api/views: a property page's view, counted for its owner. */
export function ownerPageViewResponse({ request, env, services }: DoorInput): Promise<Response> {
  return pageViewResponse(request, env, services.now?.())
}

async function actionResponse(input: DoorInput, action: ActionName): Promise<Response> {
  const { request, services } = input
  const answer = await orUnavailable<OwnerActionAnswer>(
    request,
    'owner request failed',
    async () => {
      const now = services.now?.() ?? new Date()
      const form = await readFormBody(request, OWNER_BODY_LIMIT_BYTES, ['urlencoded'])
      const locale = answerLocale(request, typeof form === 'number' ? '' : textField(form, 'locale'))
      const i18n = await i18nFor(locale)
      const pages = {
        login: hrefFor('login', locale),
        reset: hrefFor('password-reset', locale),
        password: hrefFor('owner/password', locale),
        portal: hrefFor('owner', locale),
      }
      if (typeof form === 'number') return { status: form, locale, redirect: pages.login, message: checkTheFields(i18n) }
      const field = (name: string) => textField(form, name).slice(0, 500)
      return ACTIONS[action]({ ...input, field, locale, i18n, now, pages })
    },
    async (locale) => ({
      status: 503,
      locale,
      redirect: withQuery(hrefFor('login', locale), 'answer', 'unavailable'),
      message: ownerAnswer(await i18nFor(locale), 'unavailable'),
    }),
  )
  const headers = new Headers(NO_STORE)
  if (answer.cookie) headers.append('Set-Cookie', answer.cookie)
  if (!wantsJson(request)) return seeOther(answer.redirect, headers)
  const ok = answer.status < 400
  return Response.json(
    {
      ok,
      redirect: answer.redirect,
      message: answer.message,
      errors: answer.errors ?? {},
      captchaRequired: answer.captchaRequired ?? false,
      leave: answer.leave ?? false,
    },
    { status: answer.status, headers },
  )
}

async function documentResponse({ request, env }: DoorInput, documentId: number): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store' }
  return orUnavailable(
    request,
    'owner document not served',
    async () => {
      const current = await currentOwner(env, request.headers.get('Cookie'))
      if (!current) return seeOther(hrefFor('login', requestLocale(request)), headers)
      const document = await ownerDocument(env.DB, current.owner.id, documentId)
      const object = document ? await env.MEDIA.get(document.key) : null
      const cookie = await current.refreshCookie()
      if (!document || !object)
        return new Response('Not found', {
          status: 404,
          headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Set-Cookie': cookie },
        })
      const filename = document.name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'document'
      const withExtension = /\.pdf$/i.test(filename) || document.contentType !== 'application/pdf' ? filename : `${filename}.pdf`
      return new Response(object.body, {
        headers: {
          ...headers,
          'Content-Type': document.contentType,
          'Content-Length': String(object.size),
          'Content-Disposition': attachmentDisposition(withExtension),
          'Set-Cookie': cookie,
        },
      })
    },
    async () =>
      new Response('Service unavailable', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
      }),
  )
}
