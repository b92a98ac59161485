import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES } from './src/i18n/locales'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/app.config.ts'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // Origins without line numbers keep diffs small when code moves.
  format: formatter({ lineNumbers: false }),
})
