import type { CrmLanguage } from '../../src/server/crm/omnicasa-protocol.ts'

// The shape of one protocol method of the stand-in CRM, so that other files (the owner history
// methods) can add methods without knowing the server: `startCrmStandIn({ extraMethods })`.

export type MethodCall = {
  /** The call's arguments, without the credentials and the language. */
  args: Record<string, unknown>
  language: CrmLanguage
  now: Date
  /** `http://localhost:{port}`: where the call reached the stand-in (the documents' download addresses start with it) */
  origin: string
}

/** Returns the answer's `Value`; throwing an Error answers `Success: false` with its message. */
export type MethodHandler = (call: MethodCall) => unknown
