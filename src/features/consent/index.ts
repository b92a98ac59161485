// The consent feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { getAnalyticsSettings } from './consent.functions.ts'
export { ConsentManager } from './ConsentManager.tsx'
export { CookieSettingsButton } from './CookieSettingsButton.tsx'
