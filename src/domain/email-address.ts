// E-mail addresses as owner accounts key them: trimmed and in lower case, so the address an owner
// types matches whatever case the agency entered.

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Something, an @, a domain with a dot: enough to refuse typos without refusing real addresses. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
}
