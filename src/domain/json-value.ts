// What a JSON column holds once parsed. A server function's answer must be serializable
// (decision 033): `unknown` is not, so a parsed column is typed as this instead.
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }
