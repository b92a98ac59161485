// The site editor's face for the server (decision 032): the agency's settings and pages as documents.
export { SETTINGS_SUBJECT, importSettings, settingsNow } from './settings-documents.server.ts'
