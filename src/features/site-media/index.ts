// The site pictures' face (decision 034): the upload field the back office's forms use, and the upload
// itself; the server's work is in index.server.ts.
export { SiteImageField, type SiteImageFieldProps } from './SiteImageField.tsx'
export { draftOfSiteImage, siteImageOfDraft, type SiteImageDraft } from './site-image-draft.ts'
export { SITE_IMAGE_UPLOAD_PATH, uploadSiteImage } from './site-image-upload.ts'
