import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/** Sets the status of the page being rendered on the server (e.g. 410 for a sold listing); no-op in the browser. */
export const setPageStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client(() => undefined)
