// E-mail addresses as owner accounts key them: trimmed and in lower case, so the address an owner
// types matches whatever case the agency entered. And the mailbox behind an address, for limits that
// count senders: the spellings one mailbox answers to count as one sender.

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Something, an @, a domain with a dot: enough to refuse typos without refusing real addresses. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
}

/**
 * Providers that deliver `first.last@` and `firstlast@` to the same mailbox (Gmail's documented
 * behaviour for both its domains); elsewhere a dot is part of the name.
 */
export const DOT_BLIND_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, for counting senders: lower case, a `+tag` removed (sub-addressing
 * delivers `x+1@` to `x@`), and dots in the name removed where the provider ignores them.
 */
export function mailboxKey(email: string): string {
  const address = normalizeEmail(email)
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const domain = address.slice(at + 1)
  let name = address.slice(0, at).split('+')[0]!
  if (DOT_BLIND_DOMAINS.has(domain)) name = name.replaceAll('.', '')
  // A name that was only a tag or dots stays what was typed: it still counts as someone.
  return `${name || address.slice(0, at)}@${domain}`
}
