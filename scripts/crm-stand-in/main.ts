// `npm run crm:stand-in`: the local stand-in CRM on CRM_STAND_IN_PORT (default 8790), the address
// .dev.vars gives the Worker as OMNICASA_URL. Stops on Ctrl-C or SIGTERM (Playwright's webServer).
import { OWNER_METHODS } from './owner-methods.ts'
import { DEFAULT_CUSTOMER, DEMO_PASSWORD, startCrmStandIn } from './server.ts'

const DEFAULT_PORT = 8790

const port = Number(process.env.CRM_STAND_IN_PORT ?? DEFAULT_PORT)
const standIn = await startCrmStandIn({ port, extraMethods: OWNER_METHODS })
console.log(
  `Stand-in CRM on ${standIn.baseUrl} (customer ${DEFAULT_CUSTOMER}, password ${DEMO_PASSWORD}; control API under ${standIn.url}/__control/)`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0))
  })
}
