// What the documents page and its endpoints share (decision 018 "Documents"): limits, kinds, a row.

/** Decision 018 "size limit": 20 MB, a long sales brochure in PDF; a mail link carries it, not an attachment. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
/** What a document's name may hold: what people read in a list and a file name. */
export const DOCUMENT_NAME_MAX = 120

/** The kinds of document the catalogue knows (catalogue/crm-feed.ts), as staff choose one. */
export const DOCUMENT_KIND_CHOICES = ['brochure', 'plan', 'epc', 'certificate', 'planning', 'other'] as const
export type DocumentKind = (typeof DOCUMENT_KIND_CHOICES)[number]

export function documentKind(value: unknown): DocumentKind {
  return DOCUMENT_KIND_CHOICES.find((kind) => kind === value) ?? 'other'
}

/** What the picker offers (the server checks the bytes anyway). */
export const DOCUMENT_ACCEPT = 'application/pdf,.pdf,image/jpeg,image/png,image/webp'

export type AdminDocument = {
  id: number
  name: string
  kind: string
  contentType: string | null
  size: number | null
  public: boolean
  source: 'crm' | 'site'
  /** a CRM document whose file the sync copies: the next sync brings it back as the CRM has it */
  fromCrmSync: boolean
  uploadedAt: string | null
}
