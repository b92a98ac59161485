// What a subscription page says after its form posted (decision 017), read from `?answer=`.
export const SUBSCRIPTION_ANSWERS = [
  'confirmed',
  'changed',
  'check-fields',
  'paused',
  'resumed',
  'left',
  'deleted',
  'expired',
  'invalid',
  'unavailable',
] as const
export type SubscriptionAnswer = (typeof SUBSCRIPTION_ANSWERS)[number]

export function isSubscriptionAnswer(value: unknown): value is SubscriptionAnswer {
  return typeof value === 'string' && (SUBSCRIPTION_ANSWERS as ReadonlyArray<string>).includes(value)
}
