// Issue 18: Lingui's catalogues split by section, so a public page's first load carries only the
// public messages. The back office's and the owner portal's messages load with their routes
// (`loadSection` in their layout routes); the server loads every catalogue (mails and answers in
// any language). lingui.config.ts reads these folders; src/i18n/catalogue-sections.test.ts checks
// that no public page reaches a module whose messages live in another section's catalogue.

export type CatalogueSection = 'admin' | 'owner'
export const CATALOGUE_SECTIONS: readonly CatalogueSection[] = ['admin', 'owner']

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
}

/** The public routes that show another section's components, and load its catalogue first. */
export const ROUTES_WITH_SECTIONS: Record<string, readonly CatalogueSection[]> = {
  'src/routes/$lang/login.tsx': ['owner'],
  'src/routes/$lang/password-reset.tsx': ['owner'],
}
