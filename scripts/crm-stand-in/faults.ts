import { mulberry32, type SeededRandom } from '../../src/demo/seeded-random.ts'

// What a customer's stand-in CRM is told to get wrong (POST /__control/faults), for the tests and the
// sync benchmark. Failures are drawn from a seeded random, so a run repeats call for call.

export type Faults = {
  /** Share of protocol calls answered HTTP 500. */
  failRate: number
  /** Every protocol call answers 503. */
  down: boolean
  /** These methods never answer: the socket is held until the client gives up. */
  timeoutMethods: ReadonlySet<string>
  /** These methods answer `Success: false`, Code 1, "Internal error". */
  errorMethods: ReadonlySet<string>
  /** These methods answer 200 with a body that is not JSON. */
  garbageMethods: ReadonlySet<string>
  /** These properties' rows carry a Zip and a Goal no feed record may have. */
  malformedIds: ReadonlySet<number>
  random: SeededRandom
}

const DEFAULT_SEED = 1

export function noFaults(): Faults {
  return parseFaults({})
}

/** The faults a control request asks for; what it leaves out is no fault (`{}` clears them all). */
export function parseFaults(body: unknown): Faults {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('faults: a JSON object is expected')
  const input = body as Record<string, unknown>
  const failRate = input.failRate ?? 0
  if (typeof failRate !== 'number' || !(failRate >= 0 && failRate <= 1)) throw new Error('faults: failRate is a number from 0 to 1')
  if (input.down !== undefined && typeof input.down !== 'boolean') throw new Error('faults: down is a boolean')
  const seed = input.seed ?? DEFAULT_SEED
  if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new Error('faults: seed is a number')
  return {
    failRate,
    down: input.down === true,
    timeoutMethods: new Set(stringList(input.timeoutMethods, 'timeoutMethods')),
    errorMethods: new Set(stringList(input.errorMethods, 'errorMethods')),
    garbageMethods: new Set(stringList(input.garbageMethods, 'garbageMethods')),
    malformedIds: new Set(numberList(input.malformedIds, 'malformedIds')),
    random: mulberry32(seed),
  }
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new Error(`faults: ${name} is a list of method names`)
  return value
}

function numberList(value: unknown, name: string): number[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((item) => Number.isSafeInteger(item)))
    throw new Error(`faults: ${name} is a list of property IDs`)
  return value
}
