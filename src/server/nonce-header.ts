/** Request header on which src/server.ts hands the CSP nonce to the renderer; never trusted from outside. */
export const NONCE_HEADER = 'x-agency-csp-nonce'
