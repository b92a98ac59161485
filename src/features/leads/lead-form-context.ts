import type { ViewingSlot } from './viewing-slot'

/** What a lead form needs from the server besides its spec: the captcha script, the type names, a property's viewing slots. */
export type LeadFormContext = { captchaScriptUrl: string; propertyTypes: Array<{ id: number; name: string }>; slots?: ViewingSlot[] }
