import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { LOCALE_TAGS, type Locale } from '#/i18n/locales.ts'
import { answerLocale } from '#/server/form-endpoint.server.ts'
import { escapeMarkup } from '#/server/markup-escape.ts'
import { readToken } from '#/server/signed-token.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { DOCUMENT_LINK_DAYS, downloadFilename, parseDocumentSubject } from './document-links.ts'
import { attachmentDisposition } from '#/server/content-disposition.ts'
import { describeSubject } from './lead-subjects.server.ts'
import { documentKey, downloadableDocument } from './property-documents.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// GET /api/documents/{token} (spec §8 "documents will be sent by e-mail"; its server route is
// src/routes/api/documents/$token.ts, decision 033): a public document of a property, from the link in the
// visitor's mail. The token is the only key: signed for this property and document, valid 7 days.
// Nothing here is guessable from an id, and nothing is cached: the file is the visitor's.

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex' } as const

/** The document a mailed link names by its signed `token`, or the page that says why not. */
export async function documentDownloadResponse({ request, env, url, services }: DoorInput, token: string): Promise<Response> {
  const locale = answerLocale(request, url.searchParams.get('lang') ?? '')
  const now = services.now?.() ?? new Date()
  const reading = await readToken(env.SESSION_SECRET, 'document', token, now.getTime())
  if (reading === 'invalid') return notFound(locale)
  // An expired token still carries its (signed) subject: the page can point at the property to ask again.
  const subject = parseDocumentSubject(reading === 'expired' ? token.split('.')[0]! : reading.subject)
  if (!subject) return notFound(locale)
  if (reading === 'expired') return await gone(env.DB, locale, subject.propertyId, 'expired')
  const document = await downloadableDocument(env.DB, subject.propertyId, subject.documentId)
  // Unpublished since the mail (or never public): the link no longer opens it.
  if (!document) return notFound(locale)
  // A withdrawn listing's documents are not served, even with a link still valid: the listing was
  // withdrawn by or for its owner (sold, let, mandate ended), whose documents they are; whoever
  // still needs them asks the agency, who decides.
  if (document.withdrawn) return await gone(env.DB, locale, subject.propertyId, 'withdrawn')
  const object = await env.MEDIA.get(documentKey(document))
  if (!object) return notFound(locale)
  const contentType = document.content_type ?? object.httpMetadata?.contentType ?? 'application/pdf'
  return new Response(request.method === 'HEAD' ? null : object.body, {
    headers: {
      ...PRIVATE,
      'Content-Type': contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentDisposition(downloadFilename(document.name, contentType)),
    },
  })
}

async function notFound(locale: Locale): Promise<Response> {
  const i18n = await i18nFor(locale)
  return page(locale, 404, i18n._(msg`Document not found`), [
    i18n._(msg`This link does not lead to a document. Please check that you copied the whole link from the mail.`),
  ])
}

/** 410: the link expired (after 7 days) or the property is no longer on offer; how to get the documents all the same. */
async function gone(db: D1Queryable, locale: Locale, propertyId: number, why: 'expired' | 'withdrawn'): Promise<Response> {
  const i18n = await i18nFor(locale)
  const { phone, email } = siteConfig().agency
  const days = DOCUMENT_LINK_DAYS
  if (why === 'withdrawn') {
    return page(locale, 410, i18n._(msg`This property is no longer on offer`), [
      i18n._(msg`Its documents are no longer available online. If you still need them, call us on ${phone} or write to ${email}.`),
    ])
  }
  const property = await describeSubject(db, { propertyId, projectId: null }, locale)
  // To the property's forms, where the documents tab is.
  const link = property?.path ? { href: `${property.path}#contact-agency`, label: i18n._(msg`Ask for the documents again`) } : undefined
  return page(
    locale,
    410,
    i18n._(msg`This link has expired`),
    [
      i18n._(msg`Links to documents are valid for ${days} days.`),
      link
        ? i18n._(msg`Ask for them again with the “Documents by e-mail” form on the property's page: you will receive new links at once.`)
        : i18n._(msg`To receive them again, call us on ${phone} or write to ${email}.`),
    ],
    link,
  )
}

/** A small page in the site's colours: the agency's name leading home, the message, one way on. */
function page(locale: Locale, status: number, heading: string, paragraphs: string[], link?: { href: string; label: string }): Response {
  const color = siteConfig().brand.colorDark
  const name = escapeMarkup(siteConfig().agency.name)
  const action = link
    ? `<p style="margin-top:2rem"><a href="${escapeMarkup(link.href)}" style="display:inline-flex;align-items:center;min-height:44px;padding:0 1.5rem;border-radius:999px;background:${color};color:#fff;font-weight:600;text-decoration:none">${escapeMarkup(link.label)}</a></p>`
    : ''
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(heading)} | ${name}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#1b1b1b;background:#faf9f7">
<header style="background:#fff;border-bottom:1px solid #e7e4de;padding:1rem 1.25rem"><a href="/${locale}/" style="font-family:Georgia,'Times New Roman',serif;font-size:1.35rem;color:#1b1b1b;text-decoration:none">${name}</a></header>
<main style="box-sizing:border-box;width:calc(100% - 2rem);max-width:40rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e7e4de;border-radius:1rem">
<h1 style="margin-top:0;font-family:Georgia,'Times New Roman',serif;font-weight:400;font-size:2rem;line-height:1.2;color:${color}">${escapeMarkup(heading)}</h1>${paragraphs.map((text) => `<p>${escapeMarkup(text)}</p>`).join('')}${action}</main></body></html>`
  return new Response(html, { status, headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' } })
}
