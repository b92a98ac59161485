// The property-files feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { PropertyFilesPage } from './PropertyFilesPage.tsx'
