import { createFileRoute, Outlet } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createOwnerQueryClient, getOwnerIdentity, toLogin } from '#/features/owner-portal/index.ts'

// Decision 008: the owner section's one guard. A visitor without a live session goes to the login page
// (told that the session ended when there was one) before any portal page loads; the pages below
// read who is logged in from the route context. Each server read still checks the session itself.
export const Route = createFileRoute('/$lang/owner')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['owner'] },
  beforeLoad: async ({ context }) => {
    const result = await getOwnerIdentity()
    if (result.kind !== 'ok') return toLogin(context.locale, result.kind === 'signed-out' && result.hadSession)
    return { owner: result.data }
  },
  component: function OwnerSection() {
    // Decision 018: the portal's query client, one per tab in the browser and per request on the server.
    const [queryClient] = useState(createOwnerQueryClient)
    return (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    )
  },
})
