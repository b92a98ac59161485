// Decision 021, share: plain links to the services' own share pages, built from the address to share.
// No script and no pixel of theirs loads on our pages; the visitor's click is the only thing they see.

export type ShareTargets = { mail: string; whatsapp: string; facebook: string }

/** The e-mail, WhatsApp and Facebook links for `url` (always the canonical one from siteUrl, never the request's). */
export function shareTargets(url: string, title: string): ShareTargets {
  const text = title ? `${title}\n${url}` : url
  return {
    mail: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  }
}
