import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES } from './src/i18n/locales.ts'
import { CATALOGUE_SECTIONS, SECTION_SOURCES } from './src/i18n/catalogue-sections.ts'

/** A section's folder is left out of the public catalogue with everything in it; a single file as itself. */
const sectionSourcePattern = (source: string) => (/\.tsx?$/.test(source) ? `<rootDir>/${source}` : `<rootDir>/${source}/**`)

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  // Decision 018: the public catalogue, and one per section whose messages load with its routes.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/app.config.ts'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.ts',
        '**/*.test.tsx',
        ...CATALOGUE_SECTIONS.flatMap((section) => SECTION_SOURCES[section].map(sectionSourcePattern)),
      ],
    },
    ...CATALOGUE_SECTIONS.map((section) => ({
      path: `<rootDir>/locales/{locale}/${section}`,
      include: SECTION_SOURCES[section].map((source) => `<rootDir>/${source}`),
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    })),
  ],
  // Origins without line numbers keep diffs small when code moves.
  format: formatter({ lineNumbers: false }),
})
