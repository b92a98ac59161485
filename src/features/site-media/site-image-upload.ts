import { adminRequestError } from '#/admin/admin-errors.ts'
import type { SiteImageSlot, UploadedSiteImage } from '#/domain/site-images.ts'

/** The path the upload is posted to (src/routes/api/admin/site-images/upload.ts). */
export const SITE_IMAGE_UPLOAD_PATH = '/api/admin/site-images/upload'

/**
 * Uploads a picture for `slot` (decision 034) as a multipart form, as the browser posts it; refused
 * as the server functions are (AdminRequestError, a 401 sends the member to the sign-in).
 */
export async function uploadSiteImage(slot: SiteImageSlot, file: File): Promise<UploadedSiteImage> {
  const form = new FormData()
  form.set('slot', slot)
  form.set('file', file)
  const response = await fetch(SITE_IMAGE_UPLOAD_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
    credentials: 'same-origin',
  })
  if (!response.ok) throw await adminRequestError(response)
  return (await response.json()) as UploadedSiteImage
}
