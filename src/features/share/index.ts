// The share feature's face (decision 032): what routes and other features use of it.
export { PropertyShare } from './PropertyShare.tsx'
export { ShareLinks } from './ShareLinks.tsx'
