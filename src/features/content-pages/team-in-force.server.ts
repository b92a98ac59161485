import { TEAM } from '#/content/team.ts'
import { TEAM_DOCUMENT, checkTeam, teamDocumentOf, type TeamDocument } from '#/content/team-document.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { draftsShown } from '#/server/draft-preview-scope.server.ts'
import { contentVersions } from '#/server/page-cache.server.ts'
import { siteVersionSeen } from '#/server/settings-in-force.server.ts'
import { draftOf, publishedVersion } from '#/server/site-documents.server.ts'

// Decision 034: the team the pages show is the agency's published team document, read once per
// isolate and site version (publishing moves the version); src/content/team.ts while nothing is
// published, or when what is published no longer validates (a deploy changed the schema). Inside a
// staff member's preview, the draft.

let isolateCopy: { siteVersion: string; team: TeamDocument } | undefined
let seed: TeamDocument | undefined

/** The seed, built once per isolate. */
export function seedTeam(): TeamDocument {
  seed ??= teamDocumentOf(TEAM)
  return seed
}

/** A stored body as a team, or undefined (logged) when it no longer validates. */
function validTeam(body: unknown, which: string): TeamDocument | undefined {
  const check = checkTeam(body)
  if (check.kind === 'valid') return check.team
  console.error(`${which} team document does not validate; the seed applies`, check.problems.slice(0, 10))
  return undefined
}

async function publishedTeam(db: D1Queryable): Promise<TeamDocument> {
  const published = await publishedVersion<unknown>(db, TEAM_DOCUMENT)
  return (published && validTeam(published.body, 'published')) || seedTeam()
}

/** The team a page shows now: the draft in a staff preview, else the published team, else the seed. */
export async function teamInForce(db: D1Queryable): Promise<TeamDocument> {
  if (draftsShown()) {
    const draft = await draftOf<unknown>(db, TEAM_DOCUMENT)
    const team = draft && validTeam(draft.body, 'draft')
    return team ?? publishedTeam(db)
  }
  const siteVersion = siteVersionSeen() ?? (await contentVersions(db)).site
  if (isolateCopy?.siteVersion === siteVersion) return isolateCopy.team
  try {
    const team = await publishedTeam(db)
    isolateCopy = { siteVersion, team }
    return team
  } catch (error) {
    // A database that does not answer keeps the last team read (or the seed): the page still renders.
    console.error('team read failed', error)
    return isolateCopy?.team ?? seedTeam()
  }
}
