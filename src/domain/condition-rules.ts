export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | 'notContains' | 'empty' | 'notEmpty' | 'in'

// spec §3 "Condition rule": field, logic, advancedCondition, compareWithField, compareWithValue.
export type ConditionRule = {
  field: string
  logic: Operator
  advancedCondition?: 'and' | 'or'
  compareWithField?: string
  compareWithValue?: string | number | boolean | null
}

// Rules come from stored configuration, so the operator is checked at run time rather than trusted.
const OPERATORS: ReadonlySet<string> = new Set<Operator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'notContains',
  'empty',
  'notEmpty',
  'in',
])

// Plain decimal numbers only: Number() would also read '0x1F', '' and ' ' as numbers, which no editor means.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i

/** Signals a rule that cannot be evaluated; caught per rule so it only makes that rule not met. */
class NotEvaluable extends Error {}

/**
 * Whether a record meets its condition rules (spec §5: "any failure counts as not met"). Rules are
 * joined strictly left to right, without and-before-or precedence: each rule after the first joins
 * the result so far with its own advancedCondition ('and' when absent). An empty list is met. A rule
 * that cannot be evaluated (unknown operator or join, unknown field, uncomparable values, a throwing
 * getter) is not met; this function never throws and never evaluates code.
 */
export function conditionsMet(rules: ReadonlyArray<ConditionRule>, record: Record<string, unknown>): boolean {
  try {
    let result = true
    let first = true
    for (const rule of rules) {
      const join = first ? 'and' : (rule.advancedCondition ?? 'and')
      // An unknown join is a broken rule; treating it as a failed 'and' fails closed instead of guessing.
      const met = (join === 'and' || join === 'or') && ruleMet(rule, record)
      result = first ? met : join === 'or' ? result || met : result && met
      first = false
    }
    return result
  } catch {
    return false
  }
}

function ruleMet(rule: ConditionRule, record: Record<string, unknown>): boolean {
  try {
    // A rule without a usable field is broken, even for 'empty' which would otherwise read it as empty.
    if (!OPERATORS.has(rule.logic) || typeof rule.field !== 'string' || rule.field === '') return false
    const value = readPath(record, rule.field)
    const operator = rule.logic
    if (operator === 'empty') return isEmpty(value)
    if (value === undefined) return false
    if (operator === 'notEmpty') return !isEmpty(value)

    const other = comparand(rule, record)
    if (other === undefined) return false
    switch (operator) {
      case 'eq':
        return equal(value, other)
      case 'neq':
        return !equal(value, other)
      case 'gt':
        return numbers(value, other, (a, b) => a > b)
      case 'gte':
        return numbers(value, other, (a, b) => a >= b)
      case 'lt':
        return numbers(value, other, (a, b) => a < b)
      case 'lte':
        return numbers(value, other, (a, b) => a <= b)
      case 'contains':
        return fold(text(value)).includes(fold(text(other)))
      case 'notContains':
        return !fold(text(value)).includes(fold(text(other)))
      case 'in':
        return text(other)
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== '')
          .some((item) => equal(value, item))
      default:
        return false
    }
  } catch {
    return false
  }
}

/**
 * Follows a dotted path through own properties only, so '__proto__', 'constructor' or 'toString'
 * never reach Object.prototype and a rule cannot probe or depend on inherited members.
 */
function readPath(record: unknown, path: string): unknown {
  if (typeof path !== 'string') return undefined
  let current: unknown = record
  for (const key of path.split('.')) {
    if (key === '' || current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function comparand(rule: ConditionRule, record: Record<string, unknown>): unknown {
  if (typeof rule.compareWithField === 'string' && rule.compareWithField !== '') return readPath(record, rule.compareWithField)
  // An absent compareWithValue compares with nothing, i.e. the empty text.
  return rule.compareWithValue === undefined ? null : rule.compareWithValue
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && DECIMAL.test(value.trim())) {
    const parsed = Number(value.trim())
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  // Objects have no meaningful text form ('[object Object]'), so comparing with one is a failed rule.
  throw new NotEvaluable('uncomparable value')
}

// Case-insensitive, and NFC so a composed 'é' equals a decomposed one pasted from elsewhere.
function fold(value: string): string {
  return value.normalize('NFC').toLowerCase()
}

function equal(a: unknown, b: unknown): boolean {
  const x = asNumber(a)
  const y = asNumber(b)
  if (x !== undefined && y !== undefined) return x === y
  return fold(text(a)) === fold(text(b))
}

function numbers(a: unknown, b: unknown, compare: (x: number, y: number) => boolean): boolean {
  const x = asNumber(a)
  const y = asNumber(b)
  return x !== undefined && y !== undefined && compare(x, y)
}
