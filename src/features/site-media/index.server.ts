// The site pictures' face for the server (decision 034): the upload's work and the public answer.
export { siteImageResponse, uploadSiteImageResponse } from './site-images.server.ts'
