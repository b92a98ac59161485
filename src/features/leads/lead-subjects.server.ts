import type { Locale } from '#/i18n/locales.ts'
import type { LeadSubject } from './lead-forms.ts'
import { LISTED } from '#/listings/property-rows.server.ts'
import { propertyCardsByIds } from '#/listings/property-queries.server.ts'
import { getProject } from '#/listings/project-queries.server.ts'
import { projectHref, propertyHref } from '#/listings/property-paths.ts'
import { brokerOfProperty } from '#/features/owner-portal/index.server.ts'
import type { Broker } from '#/features/owner-portal/index.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The property or project a lead is about: checked when the form arrives, described in its mails.

/**
 * The property or project the page sent the id of, when it is a project we publish or a property still
 * on offer (available or under option, not withdrawn), with the property's goal (0 for sale, 1 for rent); otherwise null.
 */
export async function findSubject(
  db: D1Queryable,
  subject: LeadSubject,
  value: string,
): Promise<{ id: number; goal: number | null } | null> {
  if (!/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  const row =
    subject === 'property'
      ? await db
          .prepare(`SELECT p.id, p.goal FROM properties p WHERE p.id = ? AND ${LISTED}`)
          .bind(id)
          .first<{ id: number; goal: number }>()
      : await db
          .prepare('SELECT id, NULL AS goal FROM projects WHERE id = ? AND withdrawn_at IS NULL')
          .bind(id)
          .first<{ id: number; goal: null }>()
  return row ? { id: row.id, goal: row.goal } : null
}

export type SubjectDescription = {
  reference: number
  title: string
  path: string
  /** the property's broker, for the agency's mail */
  broker?: Broker
}

/** Title and public path of the lead's property or project, in a language, for its mails. */
export async function describeSubject(
  db: D1Queryable,
  lead: { propertyId: number | null; projectId: number | null },
  locale: Locale,
): Promise<SubjectDescription | undefined> {
  if (lead.propertyId) {
    const [[property], broker] = await Promise.all([
      propertyCardsByIds(db, [lead.propertyId], locale),
      brokerOfProperty(db, lead.propertyId, locale),
    ])
    const withBroker = broker ? { broker } : {}
    if (!property) return { reference: lead.propertyId, title: String(lead.propertyId), path: '', ...withBroker }
    const title = property.headline || `${property.typeName ?? ''} ${property.town}`.trim()
    return {
      reference: property.id,
      title: `${title} – ${property.zip} ${property.town}`,
      path: propertyHref(property, locale),
      ...withBroker,
    }
  }
  if (lead.projectId) {
    const project = await getProject(db, lead.projectId, locale)
    if (!project) return { reference: lead.projectId, title: String(lead.projectId), path: '' }
    return { reference: project.id, title: `${project.name} – ${project.zip} ${project.town}`, path: projectHref(project, locale) }
  }
  return undefined
}
