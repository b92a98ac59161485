import type { ViewingSlot } from './viewing-slot.ts'
import type { ListingBroker } from '#/features/broker/index.ts'

/** What a lead form needs from the server besides its spec: the captcha script, the type names, a property's viewing slots and broker (decision 022: who will answer). */
export type LeadFormContext = {
  captchaScriptUrl: string
  propertyTypes: Array<{ id: number; name: string }>
  slots?: ViewingSlot[]
  broker?: ListingBroker | null
}
