import type { SiteConfig } from '#/config/site-config-schema.ts'

// A text may quote a setting the agency changes elsewhere (decision 034): the contact page and the
// top bar give the agency's phone and address, the privacy statement the retention periods the cron
// applies. The text holds a placeholder, filled from the settings in force when it is read, so a new
// phone number is changed once and never disagrees with itself.

/** The settings a text may quote, by placeholder name (`{phone}`, `{leadsMonths}`). */
export function settingsPlaceholders(config: Pick<SiteConfig, 'retention' | 'agency'>): Record<string, string> {
  return {
    phone: config.agency.phone,
    email: config.agency.email,
    leadsMonths: String(config.retention.leadsMonths),
    endedSubscriptionsMonths: String(config.retention.endedSubscriptionsMonths),
  }
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g

/** Every string in `value` with its known placeholders filled; an unknown `{name}` stays as written. */
export function fillPlaceholders<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) as T
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)])) as T
  }
  return value
}
