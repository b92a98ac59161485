// Decision 018: Lingui's catalogues split by section (public, forms, owner portal, back office), so a
// page carries only the messages it shows; for the first load (decision 023) the public one is split further (catalogue, costs,
// subscriptions, favourites), since every page carried its 600 messages. A route names the sections it needs in its
// `staticData.catalogues` (a layout's count for every page below it) and the root route loads them
// before the page renders; the server loads every catalogue (mails and answers in any language).
// lingui.config.ts reads these folders; src/i18n/catalogue-sections.test.ts checks that no page
// reaches a module whose messages live in a section its routes do not name.

export type CatalogueSection = 'admin' | 'owner' | 'forms' | 'catalogue' | 'costs' | 'subscriptions' | 'favourites'
export const CATALOGUE_SECTIONS: readonly CatalogueSection[] = [
  'admin',
  'owner',
  'forms',
  'catalogue',
  'costs',
  'subscriptions',
  'favourites',
]

/** Each section's source folders and files, relative to the project root. */
export const SECTION_SOURCES: Record<CatalogueSection, readonly string[]> = {
  admin: [
    'src/routes/admin',
    // the back office's frame, its navigation and controls
    'src/admin',
    'src/features/back-office',
    'src/features/staff',
    'src/features/viewing-slots',
    'src/features/testimonial-review',
    'src/features/property-files',
    'src/features/subscriber-admin',
    'src/features/owner-admin',
    'src/features/personal-data',
    'src/features/lead-inbox',
    // the agency's settings and pages editor (decision 034)
    'src/features/site-editor',
    // the team editor and the agency's pictures (decision 034)
    'src/features/team-editor',
    'src/features/site-media',
    // the operator's incident mails (decision 029), read by the operator like the back office
    'src/features/operator-incidents',
  ],
  owner: ['src/routes/$lang/owner', 'src/features/owner-portal'],
  // the lead forms, their fields, answers and mails
  forms: ['src/features/leads'],
  // Decision 023: the public catalogue had grown to every page's 600 messages; these load with their pages.
  // the properties' pages and cards (src/listings/ holds the cards and facts), their map, broker, sharing and heart
  catalogue: [
    'src/features/property-pages',
    'src/listings',
    'src/features/property-map',
    'src/features/broker',
    'src/features/share',
    'src/features/favourites/FavouriteToggle.tsx',
    'src/features/property-search/SearchAnswer.tsx',
  ],
  // the purchase-cost calculator (a property for sale and its own page)
  costs: ['src/features/purchase-costs'],
  // the alert and newsletter pages a mail's link opens, and the alert mails
  subscriptions: ['src/features/subscriptions', 'src/features/alert-mails'],
  // the favourites and compare pages (the heart on the cards stays in the public catalogue)
  favourites: [
    'src/features/favourites/FavouritesView.tsx',
    'src/features/favourites/CompareView.tsx',
    'src/features/favourites/compare-rows.ts',
  ],
}
