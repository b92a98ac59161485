import type { PublishStatus } from './content-types.ts'

/** spec §2 "/services/": the article plus a team module, which the demo keeps unpublished. */
export const SERVICES_TEAM_MODULE: { status: PublishStatus } = { status: 'Unpublished' }
