// Issue 18: Lingui's catalogues split by section (public, forms, owner portal, back office), so a
// page carries only the messages it shows. A route names the sections it needs in its
// `staticData.catalogues` (a layout's count for every page below it) and the root route loads them
// before the page renders; the server loads every catalogue (mails and answers in any language).
// lingui.config.ts reads these folders; src/i18n/catalogue-sections.test.ts checks that no page
// reaches a module whose messages live in a section its routes do not name.

export type CatalogueSection = 'admin' | 'owner' | 'forms'
export const CATALOGUE_SECTIONS: readonly CatalogueSection[] = ['admin', 'owner', 'forms']

/** Each section's source folders and files, relative to the project root. */
export const SECTION_SOURCES: Record<CatalogueSection, readonly string[]> = {
  admin: [
    'src/routes/admin',
    'src/features/back-office',
    'src/features/staff',
    'src/features/viewing-slots',
    'src/features/testimonial-review',
    'src/features/property-files',
    'src/features/subscriber-admin',
    'src/features/owner-admin',
    'src/features/personal-data',
    'src/features/lead-inbox',
  ],
  owner: ['src/routes/$lang/owner', 'src/features/owner-portal'],
  // the lead forms, their fields, answers and mails
  forms: ['src/features/leads'],
}
