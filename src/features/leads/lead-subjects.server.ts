import type { Locale } from '~/i18n/locales'
import type { LeadSubject } from '~/features/leads/lead-forms'
import { getProject, LISTED, propertyCardsByIds } from '~/features/catalogue/catalogue-repository.server'
import { projectHref, propertyHref } from '~/features/catalogue/property-paths'

// The property or project a lead is about: checked when the form arrives, described in its mails.

/**
 * The id the page sent, when it names a project we publish or a property still on offer (available or
 * under option, not withdrawn), of the given goal when one is asked; otherwise null.
 */
export async function findSubjectId(db: D1Database, subject: LeadSubject, value: string, goal?: 0 | 1): Promise<number | null> {
  if (!/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  const row =
    subject === 'property'
      ? await db
          .prepare(`SELECT p.id FROM properties p WHERE p.id = ?1 AND ${LISTED} AND (?2 IS NULL OR p.goal = ?2)`)
          .bind(id, goal ?? null)
          .first<{ id: number }>()
      : await db.prepare('SELECT id FROM projects WHERE id = ? AND withdrawn_at IS NULL').bind(id).first<{ id: number }>()
  return row ? row.id : null
}

export type SubjectDescription = { reference: number; title: string; path: string }

/** Title and public path of the lead's property or project, in a language, for its mails. */
export async function describeSubject(db: D1Database, lead: { propertyId: number | null; projectId: number | null }, locale: Locale): Promise<SubjectDescription | undefined> {
  if (lead.propertyId) {
    const [property] = await propertyCardsByIds(db, [lead.propertyId], locale)
    if (!property) return { reference: lead.propertyId, title: String(lead.propertyId), path: '' }
    const title = property.headline || `${property.typeName ?? ''} ${property.town}`.trim()
    return { reference: property.id, title: `${title} – ${property.zip} ${property.town}`, path: propertyHref(property, locale) }
  }
  if (lead.projectId) {
    const project = await getProject(db, lead.projectId, locale)
    if (!project) return { reference: lead.projectId, title: String(lead.projectId), path: '' }
    return { reference: project.id, title: `${project.name} – ${project.zip} ${project.town}`, path: projectHref(project, locale) }
  }
  return undefined
}
