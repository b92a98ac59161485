// Lets Node scripts import the app's own modules as Vite does: `~/…` means `src/…`, and relative
// imports may leave out the `.ts` extension. Loaded with `node --import ./scripts/development/register-source-paths.ts`.
import { register } from 'node:module'

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { existsSync } from 'node:fs'
      import { fileURLToPath, pathToFileURL } from 'node:url'
      const src = new URL('../../src/', ${JSON.stringify(import.meta.url)})
      export async function resolve(specifier, context, next) {
        let target = specifier.startsWith('~/') ? new URL(specifier.slice(2), src).href : specifier
        const relative = target.startsWith('./') || target.startsWith('../') || target.startsWith('file:')
        if (relative && !/\\.[cm]?[jt]sx?$/.test(target)) {
          const base = new URL(target, context.parentURL)
          for (const extension of ['.ts', '.tsx', '/index.ts']) {
            if (existsSync(fileURLToPath(base.href + extension))) return next(base.href + extension, context)
          }
        }
        return next(target, context)
      }
    `),
)
