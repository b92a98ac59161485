import type { Plugin } from 'vite'

/** The module the server reads the client's catalogue chunk addresses from: `{ 'nl/messages': '/assets/messages-….js' }`. */
export const CATALOGUE_CHUNKS_MODULE = 'virtual:catalogue-chunks'
const RESOLVED = `\0${CATALOGUE_CHUNKS_MODULE}`
const CATALOGUE_FILE = /[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.po(?:\?.*)?$/

/**
 * Decision 023: a page fetched its Lingui catalogues only once its scripts ran, one round trip before
 * hydration could start. The page can announce them with modulepreload links, but their file names
 * are known only once the client is bundled: this plugin notes them when the client build writes
 * its chunks and hands them to the server build, which Vite runs after it. Where there is no
 * client build (dev, tests) the map is empty and pages announce nothing.
 */
export function catalogueChunks(): Plugin {
  const urls: Record<string, string> = {}
  return {
    name: 'catalogue-chunks',
    resolveId(id) {
      return id === CATALOGUE_CHUNKS_MODULE ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      return `export default ${JSON.stringify(this.environment?.name === 'client' ? {} : urls)}`
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue
        const match = CATALOGUE_FILE.exec(chunk.facadeModuleId)
        if (match) urls[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`
      }
    },
  }
}
