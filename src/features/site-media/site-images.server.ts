import { msg } from '@lingui/core/macro'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { sniffFileType } from '#/domain/file-types.ts'
import {
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MAX_PIXELS,
  SITE_IMAGE_SLOTS,
  SITE_IMAGE_SLOT_NAMES,
  SITE_IMAGE_UPLOAD_LIMIT,
  siteImageKey,
  siteImageKeyOf,
  siteImagePath,
  type SiteImageSlot,
  type UploadedSiteImage,
} from '#/domain/site-images.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { withinRateLimit } from '#/server/rate-limit.server.ts'
import { Refusal, notFoundResponse } from '#/server/refusals.ts'

// The agency's pictures (decision 034): a member of staff uploads a JPEG, PNG or WebP for a slot
// (team portrait, logo, banner, footer badge); it is checked by its bytes and structure as lead
// uploads are (decision 031), resized for its slot by Cloudflare Images, stored once in R2 under
// site/<slot>/<hash>.webp, and served to everyone at /media/site/… for good: its name is its content.

/** The multipart envelope around the file: the slot and the boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024
/** What the stored pictures are: WebP carries photos and flat logos alike, at a third of a JPEG's weight. */
const STORED_TYPE = 'image/webp'
const STORED_QUALITY = 82
/** A stored picture never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

function isSlot(value: unknown): value is SiteImageSlot {
  return typeof value === 'string' && (SITE_IMAGE_SLOT_NAMES as string[]).includes(value)
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The picture resized for its slot by the Images binding, as WebP; undefined when Images cannot read it. */
async function resizedForSlot(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>, slot: SiteImageSlot): Promise<Uint8Array | undefined> {
  const { width, height, fit } = SITE_IMAGE_SLOTS[slot]
  try {
    const result = await images
      .input(new Blob([bytes]).stream())
      .transform({ width, height, fit, gravity: 'center' })
      .output({ format: STORED_TYPE, quality: STORED_QUALITY })
    return new Uint8Array(await new Response(result.image()).arrayBuffer())
  } catch (error) {
    console.error('site picture could not be resized', error)
    return undefined
  }
}

/**
 * POST /api/admin/site-images/upload (a server route, decision 033, for agents and admins): a
 * multipart form with `file` and `slot`. Answers 201 with the stored picture's `{ src, width,
 * height, slot }`; refuses a wrong slot (400), a file over the limit (413), one that is not whole
 * JPEG, PNG or WebP (415), and more uploads than the hour allows (429). Each stored picture has its
 * line in the audit log.
 */
export async function uploadSiteImageResponse(context: StaffContext, request: Request): Promise<Response> {
  const { env, staff, i18n, audit } = context
  const megabytes = SITE_IMAGE_MAX_BYTES / 1024 / 1024
  const tooLarge = () => new Refusal('too-large', { fields: ['file'], message: i18n._(msg`A picture may be at most ${megabytes} MB.`) })
  const notAPicture = () =>
    new Refusal('unsupported-type', {
      reason: 'file-type',
      fields: ['file'],
      message: i18n._(msg`Only whole JPEG, PNG and WebP pictures can be uploaded.`),
    })
  if (Number(request.headers.get('Content-Length') ?? 0) > SITE_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge()
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw new Refusal('unsupported-type', { reason: 'content-type' })
  if (!(await withinRateLimit(env.DB, `site-image:${staff.id}`, SITE_IMAGE_UPLOAD_LIMIT, context.now.getTime())))
    throw new Refusal('rate-limited', { message: i18n._(msg`Too many pictures uploaded in the last hour. Try again later.`) })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Refusal('malformed', { reason: 'invalid', message: i18n._(msg`Choose a picture to upload.`) })
  }
  const slot = form.get('slot')
  if (!isSlot(slot)) throw new Refusal('malformed', { reason: 'invalid', fields: ['slot'] })
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    throw new Refusal('malformed', { reason: 'invalid', fields: ['file'], message: i18n._(msg`Choose a picture to upload.`) })
  if (file.size > SITE_IMAGE_MAX_BYTES) throw tooLarge()
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sniffed = sniffFileType(bytes, 'image')
  if (!sniffed?.dimensions) throw notAPicture()
  const { width: sourceWidth, height: sourceHeight } = sniffed.dimensions
  if (sourceWidth * sourceHeight > SITE_IMAGE_MAX_PIXELS)
    throw new Refusal('too-large', {
      fields: ['file'],
      message: i18n._(msg`This picture has too many pixels: ${sourceWidth} × ${sourceHeight}. Reduce it and upload it again.`),
    })
  const resized = await resizedForSlot(env.IMAGES, bytes, slot)
  // What comes back is checked as an upload is: a whole WebP, whose size is what the page will draw.
  const stored = resized && sniffFileType(resized, 'image')
  if (!resized || stored?.contentType !== STORED_TYPE || !stored.dimensions) throw notAPicture()
  const key = siteImageKey(slot, await sha256(resized as Uint8Array<ArrayBuffer>))
  const existed = (await env.MEDIA.head(key)) !== null
  if (!existed) await env.MEDIA.put(key, resized, { httpMetadata: { contentType: STORED_TYPE, cacheControl: IMMUTABLE } })
  const answer: UploadedSiteImage = { src: siteImagePath(key), width: stored.dimensions.width, height: stored.dimensions.height, slot }
  try {
    await env.DB.batch([
      audit('site-image.upload', `site-image:${slot}`, {
        src: answer.src,
        width: answer.width,
        height: answer.height,
        bytes: resized.byteLength,
        uploaded: { contentType: sniffed.contentType, bytes: bytes.byteLength, width: sourceWidth, height: sourceHeight },
      }),
    ])
  } catch (error) {
    // A picture nobody logged must not stay; one stored before by someone else is theirs.
    if (!existed) await env.MEDIA.delete(key)
    throw error
  }
  return Response.json(answer, { status: 201 })
}

/** GET /media/site/…: a stored picture of the agency's, for everyone, cached for good; anything else under /media/site/ is a 404. */
export async function siteImageResponse(env: Pick<AppEnv, 'MEDIA'>, request: Request, path: string): Promise<Response> {
  const key = siteImageKeyOf(path)
  if (!key) return notFoundResponse()
  const object = await env.MEDIA.get(key, { onlyIf: request.headers })
  if (!object) return notFoundResponse()
  const headers = new Headers({
    'Content-Type': STORED_TYPE,
    'Cache-Control': IMMUTABLE,
    ETag: object.httpEtag,
    'X-Content-Type-Options': 'nosniff',
  })
  // R2 answers a matching If-None-Match with the object's metadata and no body.
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { headers })
}
