import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import siteConfig from './app.config.ts'
import { parseSiteConfig } from './src/config/site-config-schema.ts'
import { staticAssetHeadersFile } from './src/server/security-headers.ts'
import { catalogueChunks } from './src/i18n/catalogue-chunks-plugin.ts'

// Miniflare would otherwise try to download request.cf data at start; these machines have no internet.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'

// A broken app.config.ts stops `vite dev` and `vite build` at once, with the path of every problem.
parseSiteConfig(siteConfig)

/** The packages every page runs on (their node_modules folders). */
const FRAMEWORK_MODULES = new RegExp(
  `node_modules[\\\\/](${[
    'react',
    'react-dom',
    'scheduler',
    '@tanstack[\\\\/](react-router|router-core|history|store|react-store|start-client-core|react-start-client|start-storage-context)',
    'seroval',
    'seroval-plugins',
    '@lingui[\\\\/](core|react)',
    'tiny-invariant',
    'tiny-warning',
    'cookie-es',
    'valibot',
  ].join('|')})[\\\\/]`,
)

/**
 * Modules only a browser runs, reached from the pages through import() in effects and event handlers:
 * the map engines (MapLibre, its web worker, PMTiles, the basemap style), the captcha widget and the
 * passkey prompt. The server build follows those import()s too, so they were uploaded with the Worker
 * (MapLibre alone 1.9 MB, and its worker names a source map that is not emitted, which `wrangler
 * deploy` refuses). In the Worker's build each becomes an empty module; the browser's build keeps them.
 */
const BROWSER_ONLY_MODULES =
  /[\\/]src[\\/](features[\\/]property-map[\\/](property-|listing-)?map-engine|components[\\/]captcha-widget)\.ts$|[\\/]node_modules[\\/]@simplewebauthn[\\/]browser[\\/]/

/**
 * mimetext's build reaches two Babel helpers that load core-js's polyfill machinery (about 20 KiB gzip
 * of the Worker, decision 031) for what workerd has natively: String.prototype.trim and
 * Object.defineProperty. In the Worker's build each is the native one; the behaviour is the same.
 */
const NATIVE_BABEL_HELPERS: Record<string, string> = {
  'core-js/instance/trim': 'export default (it) => it.trim',
  'helpers/esm/defineProperty':
    'export default (object, key, value) => (key in object ? Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true }) : (object[key] = value), object)',
}
/** The Worker's own modules that only the server runs (their features' work, src/server/, src/admin/), but not the demo's. */
const SERVER_WORK_MODULES = /[\\/]src[\\/](?!demo[\\/])(.+\.server\.ts|server[\\/].+\.ts|admin[\\/].+\.ts)$/

const BABEL_RUNTIME_HELPER =
  /[\\/]node_modules[\\/]@babel[\\/]runtime-corejs3[\\/](core-js[\\/]instance[\\/]trim|helpers[\\/]esm[\\/]defineProperty)\.js$/

/**
 * tsyringe (through @peculiar/x509, which @simplewebauthn/server's certificate checks use) throws at
 * load unless reflect-metadata ran first. Those checks import it first, but the Worker's bundler places
 * a CommonJS import's call in its importer's body, after that importer's ES dependencies: whether
 * tsyringe ran first depended on how the Worker's chunks fell, and moving the public doors into
 * server routes (decision 033) changed them. tsyringe now imports the polyfill itself.
 */
const TSYRINGE_ENTRY = /[\\/]node_modules[\\/]tsyringe[\\/]dist[\\/]esm5[\\/]index\.js$/

export default defineConfig({
  // Cached pages name this build's asset files: the edge cache key carries the build (src/server.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Every page needs React, the router and Lingui: one chunk for them, not two dozen small
          // ones that the route tree's sharing with the back office splits them into (decision 018:
          // bench:bundle measured 35 scripts and 9 KB more on a public page before this group).
          // TanStack Query and the passkey library stay out: only the portal and the back office load them.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES, priority: 20 }],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          output: {
            advancedChunks: {
              // The Worker's build (decision 033): the server-only work that server functions and
              // server routes reach from their route chunks stays in one chunk, as it was in the
              // Worker entry, rather than dozens of small ones that each compress alone: the upload
              // is measured gzip per module (npm run check:deploy). The demo's code stays apart, loaded
              // only where the local demo is on.
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 20 },
                { name: 'server-work', test: SERVER_WORK_MODULES, priority: 10 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    {
      name: 'browser-only-modules',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      load: (id) => (BROWSER_ONLY_MODULES.test(id) ? 'export {}' : undefined),
    },
    {
      name: 'native-babel-helpers',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      load: (id) => {
        const helper = BABEL_RUNTIME_HELPER.exec(id)?.[1]?.replace(/\\/g, '/')
        return helper ? NATIVE_BABEL_HELPERS[helper] : undefined
      },
    },
    {
      name: 'tsyringe-reflect-metadata',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      transform: (code, id) => (TSYRINGE_ENTRY.test(id) ? `import 'reflect-metadata'\n${code}` : undefined),
    },
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tailwindcss(),
    lingui({ macroTransform: true }),
    tanstackStart({ router: { quoteStyle: 'single', semicolons: false } }),
    viteReact(),
    catalogueChunks(),
    {
      // Static assets are answered without the Worker, so its security headers reach them only
      // through _headers; written from the Worker's own values, it cannot drift (DESIGN.md "Security baseline").
      name: 'static-asset-headers',
      generateBundle() {
        if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName: '_headers', source: staticAssetHeadersFile() })
      },
    },
  ],
})
