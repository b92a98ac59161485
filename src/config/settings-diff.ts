// What an import or a publish changes in the settings (decision 034): the operator reads it before a
// file replaces what the agency published, and the editor shows it before a draft goes live.

import type { JsonValue } from '#/domain/json-value.ts'

/** One changed value at its path (`agency.phone`, `menu.2.params.title.fr`); undefined: not there. */
export type SettingsChange = { path: string; before: JsonValue | undefined; after: JsonValue | undefined }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every leaf that differs between two JSON documents, in document order. An array that changed length is one change. */
export function settingsDiff(before: unknown, after: unknown, path = ''): SettingsChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => settingsDiff(before[key], after[key], path ? `${path}.${key}` : key))
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => settingsDiff(item, after[index], path ? `${path}.${index}` : String(index)))
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ path, before: before as JsonValue | undefined, after: after as JsonValue | undefined }]
}

/** The changes as lines a terminal shows: `- path: before` and `+ path: after`. */
export function diffLines(changes: readonly SettingsChange[]): string[] {
  return changes.flatMap(({ path, before, after }) => [
    ...(before === undefined ? [] : [`- ${path}: ${JSON.stringify(before)}`]),
    ...(after === undefined ? [] : [`+ ${path}: ${JSON.stringify(after)}`]),
  ])
}
