/** Set by vite.config.ts at build time: distinguishes one deploy's pages from the next. */
declare const __BUILD_ID__: string
