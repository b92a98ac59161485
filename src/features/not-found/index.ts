// The not-found feature's face (decision 032): what routes and other features use of it.
export { ErrorPage } from './ErrorPage.tsx'
export { NotFoundPage } from './NotFoundPage.tsx'
