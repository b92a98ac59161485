import * as v from 'valibot'
import { Refusal } from '#/server/refusals.ts'

// The input of a back-office server function (decision 033): a valibot schema, typed for the caller;
// what does not read as the schema is refused `malformed` (400) with the fields at fault, as the JSON
// doors refused a body of the wrong shape.

export function staffInput<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (input: v.InferInput<TSchema>): v.InferOutput<TSchema> => {
    const parsed = v.safeParse(schema, input)
    if (!parsed.success) throw new Refusal('malformed', { reason: 'invalid', fields: Object.keys(v.flatten(parsed.issues).nested ?? {}) })
    return parsed.output
  }
}
