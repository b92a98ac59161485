/** A listing's broker as the property page shows it (decision 022). */
export type ListingBroker = {
  name: string
  /** the job title in the page's language, or the nearest the CRM has */
  role: string | null
  phone: string | null
  email: string | null
  /** a site path or CDN address of the portrait */
  photo: string | null
}
