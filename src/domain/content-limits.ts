// spec §9 "Limits": the team page shows at most 18 members.
export const TEAM_PAGE_MAX_MEMBERS = 18

/** The members a team page or module shows: the first 18 in their given order. */
export function teamForPage<T>(members: ReadonlyArray<T>): T[] {
  return members.slice(0, TEAM_PAGE_MAX_MEMBERS)
}
