// The unit tests run pure modules in Node (vitest.config.ts). Through a feature's face (decision 032)
// such a module loads the face's server functions too, whose modules import the Worker's runtime:
// here that import resolves, and any use of it fails, so a unit test still cannot lean on the Worker.
const unavailable = (what: string) => new Error(`${what}: the unit tests run without the Worker; test it in a *.worker.test.ts`)

export const env: Record<string, unknown> = new Proxy(
  {},
  {
    get(_target, key) {
      throw unavailable(`env.${String(key)}`)
    },
  },
)

export class WorkflowEntrypoint {
  constructor() {
    throw unavailable('WorkflowEntrypoint')
  }
}

export class EmailMessage {
  constructor() {
    throw unavailable('EmailMessage')
  }
}

export function waitUntil(): void {
  throw unavailable('waitUntil')
}
