import { CONSENT_STORAGE_KEY, NONE, storedConsent } from '../../src/domain/consent.ts'

/**
 * A visitor who declined the optional cookies, for the origin the tests run on: made when the tests
 * start, so the choice is never older than the six months it lasts, and on whatever E2E_PORT says.
 */
export function consentDeclinedState(baseURL: string) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(storedConsent(NONE, new Date())) }],
      },
    ],
  }
}
