// Tests only: a D1 binding that notes where each session it opens starts, for the tests of
// request-database.server.ts and of the reads that go through it (decision 024).

/** `binding`, with `starts` listing each session's constraint or bookmark in the order they were opened. */
export function noteSessionStarts(binding: D1Database): { db: D1Database; starts: string[] } {
  const starts: string[] = []
  const db: D1Database = {
    prepare: (query) => binding.prepare(query),
    batch: (statements) => binding.batch(statements),
    exec: (query) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (start) => {
      starts.push(start ?? 'first-unconstrained')
      return binding.withSession(start)
    },
  }
  return { db, starts }
}
