import type { DehydratedState } from '@tanstack/react-query'

// The back-office loaders' one way to their reads (decision 033): this module sits in the route tree
// that every page loads, so it only names a prefetch of -prefetches.ts and loads that module on demand.

type Prefetches = typeof import('./-prefetches.ts')

export async function prefetchAdmin<Name extends keyof Prefetches>(
  name: Name,
  ...args: Parameters<Prefetches[Name]>
): Promise<DehydratedState> {
  const prefetches = await import('./-prefetches.ts')
  return (prefetches[name] as (...values: Parameters<Prefetches[Name]>) => Promise<DehydratedState>)(...args)
}
