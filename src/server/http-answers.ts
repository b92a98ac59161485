// Answers every public door gives the same way (decision 033). The refusal table of
// src/server/refusals.ts (decision 033 "One refusal table") is to take these over; until then they
// keep, byte for byte, what the doors answered under the Worker's own route table.

/** A door's address with a part that names nothing of ours (a parameter that fails its check). */
export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** Another method than the door's own: 405, naming those it takes. */
export function methodNotAllowed(allow: string): Response {
  return new Response(null, { status: 405, headers: { Allow: allow } })
}
