import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import siteConfig from './app.config'
import { parseSiteConfig } from './src/config/site-config-schema'

// Miniflare would otherwise try to download request.cf data at start; these machines have no internet.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'

// A broken app.config.ts stops `vite dev` and `vite build` at once, with the path of every problem.
parseSiteConfig(siteConfig)

const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning|use-sync-external-store|isbot)[\\/]/

export default defineConfig({
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // The framework every page needs in one long-cached chunk, apart from our own code
        // (npm run bench:bundle reports the two separately).
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULES }] },
      },
    },
  },
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tailwindcss(),
    lingui({ macroTransform: true }),
    tanstackStart({ router: { quoteStyle: 'single', semicolons: false } }),
    viteReact(),
  ],
})
