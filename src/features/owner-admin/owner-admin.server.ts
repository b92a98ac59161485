import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { LOCALES } from '#/i18n/locales.ts'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import { ADMIN_API_PREFIX, readStaffJson, staffJson, staffGuard, type StaffRoute } from '#/admin/staff-guard.server.ts'
import { ownerById, mailPasswordLink } from '#/features/owner-portal/index.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Issue 18 "Owners: list, add, invite, link and unlink properties, see when they last logged in (the
// CLI stays for scripts)". Inviting sends the mail `npm run owner -- invite` has the site send (the
// link to choose a password, owner-password.server.ts mailPasswordLink).

export type OwnerListRow = {
  id: number
  email: string
  name: string
  language: string
  properties: number
  hasPassword: boolean
  lastLoginAt: string | null
  createdAt: string
}
export type OwnerProperty = { id: number; goal: number; status: string; city: string; zip: string; street: string | null }
export type OwnerDetail = OwnerListRow & { firstName: string; lastName: string; linked: OwnerProperty[] }

const OWNER_LIST_COLUMNS = `o.id, o.email, trim(o.first_name || ' ' || o.last_name) AS name, o.first_name AS firstName, o.last_name AS lastName, o.language,
  (SELECT COUNT(*) FROM owner_properties WHERE owner_id = o.id) AS properties, o.password_hash IS NOT NULL AS hasPassword,
  o.last_login_at AS lastLoginAt, o.created_at AS createdAt`

type OwnerRowOut = Omit<OwnerDetail, 'hasPassword' | 'linked'> & { hasPassword: number }

export async function ownerList(db: D1Queryable): Promise<OwnerListRow[]> {
  const { results } = await db
    .prepare(`SELECT ${OWNER_LIST_COLUMNS} FROM owners o ORDER BY o.last_name, o.first_name, o.email`)
    .all<OwnerRowOut>()
  return results.map(({ firstName: _first, lastName: _last, ...row }) => ({ ...row, hasPassword: row.hasPassword === 1 }))
}

export async function ownerDetail(db: D1Queryable, id: number): Promise<OwnerDetail | null> {
  const [owner, linked] = await db.batch([
    db.prepare(`SELECT ${OWNER_LIST_COLUMNS} FROM owners o WHERE o.id = ?`).bind(id),
    db
      .prepare(
        'SELECT p.id, p.goal, p.status, p.city, p.zip, p.street FROM owner_properties op JOIN properties p ON p.id = op.property_id WHERE op.owner_id = ? ORDER BY p.id',
      )
      .bind(id),
  ])
  const row = owner!.results[0] as OwnerRowOut | undefined
  if (!row) return null
  return { ...row, hasPassword: row.hasPassword === 1, linked: linked!.results as OwnerProperty[] }
}

const NewOwnerSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(320)),
  firstName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  language: v.picklist(LOCALES),
})
const ReferenceSchema = v.object({ reference: v.pipe(v.string(), v.trim(), v.maxLength(20)) })
const PropertySchema = v.object({ propertyId: v.pipe(v.number(), v.integer(), v.minValue(1)) })

/** An owner id of the path: digits only, else the route answers 404. */
function ownerIdOf(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : null
}

const notFound = () => staffJson({ error: 'not-found' }, 404)

export const OWNER_ADMIN_ROUTES: StaffRoute[] = [
  staffGuard({
    path: `${ADMIN_API_PREFIX}owners`,
    methods: ['GET', 'POST'],
    role: 'agent',
    handle: async ({ request, env, i18n, audit }) => {
      if (request.method === 'GET') return staffJson({ owners: await ownerList(env.DB) })
      const body = await readStaffJson(request, NewOwnerSchema)
      if (!body.ok) return body.response
      const email = normalizeEmail(body.value.email)
      if (!looksLikeEmail(email))
        return staffJson({ error: 'invalid', fields: ['email'], message: i18n._(msg`Enter a valid e-mail address.`) }, 400)
      if (await env.DB.prepare('SELECT 1 FROM owners WHERE email = ?').bind(email).first()) {
        return staffJson(
          { error: 'exists', fields: ['email'], message: i18n._(msg`An owner with this e-mail address already exists.`) },
          409,
        )
      }
      const [created] = await env.DB.batch([
        env.DB.prepare('INSERT INTO owners (email, first_name, last_name, language) VALUES (?, ?, ?, ?) RETURNING id').bind(
          email,
          body.value.firstName,
          body.value.lastName,
          body.value.language,
        ),
        audit('owner.add', `email:${email}`, { language: body.value.language }),
      ])
      return staffJson({ id: (created!.results[0] as { id: number }).id }, 201)
    },
  }),
  staffGuard({
    path: /^\/api\/admin\/owners\/([^/]+)$/,
    methods: ['GET'],
    role: 'agent',
    example: `${ADMIN_API_PREFIX}owners/1`,
    handle: async ({ env, params }) => {
      const id = ownerIdOf(params[0])
      const owner = id === null ? null : await ownerDetail(env.DB, id)
      return owner ? staffJson({ owner }) : notFound()
    },
  }),
  staffGuard({
    path: /^\/api\/admin\/owners\/([^/]+)\/invite$/,
    methods: ['POST'],
    role: 'agent',
    example: `${ADMIN_API_PREFIX}owners/1/invite`,
    handle: async ({ request, env, services, params, now, audit }) => {
      const id = ownerIdOf(params[0])
      const owner = id === null ? null : await ownerById(env.DB, id)
      if (!owner) return notFound()
      // A first try that fails leaves the mail queued: the cron sends it again (issue 30).
      const sent = await mailPasswordLink(env.DB, services.mailer, owner, now, mailOrigin(request, env))
      await audit('owner.invite', `owner:${owner.id}`).run()
      return staffJson({ sent })
    },
  }),
  staffGuard({
    path: /^\/api\/admin\/owners\/([^/]+)\/link$/,
    methods: ['POST'],
    role: 'agent',
    example: `${ADMIN_API_PREFIX}owners/1/link`,
    handle: async ({ request, env, params, i18n, audit }) => {
      const id = ownerIdOf(params[0])
      if (id === null || !(await env.DB.prepare('SELECT 1 FROM owners WHERE id = ?').bind(id).first())) return notFound()
      const body = await readStaffJson(request, ReferenceSchema)
      if (!body.ok) return body.response
      // A property's reference is its id, as the property page shows it (property-facts.ts).
      const reference = /^[1-9][0-9]{0,9}$/.test(body.value.reference) ? Number(body.value.reference) : null
      const property =
        reference === null ? null : await env.DB.prepare('SELECT id FROM properties WHERE id = ?').bind(reference).first<{ id: number }>()
      if (!property)
        return staffJson({ error: 'invalid', fields: ['reference'], message: i18n._(msg`No property has this reference.`) }, 422)
      const [inserted] = await env.DB.batch([
        env.DB.prepare('INSERT OR IGNORE INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(id, property.id),
        audit('owner.link', `owner:${id}`, { propertyId: property.id }),
      ])
      return staffJson({ linked: (inserted!.meta.changes ?? 0) === 1 })
    },
  }),
  staffGuard({
    path: /^\/api\/admin\/owners\/([^/]+)\/unlink$/,
    methods: ['POST'],
    role: 'agent',
    example: `${ADMIN_API_PREFIX}owners/1/unlink`,
    handle: async ({ request, env, params, audit }) => {
      const id = ownerIdOf(params[0])
      if (id === null) return notFound()
      const body = await readStaffJson(request, PropertySchema)
      if (!body.ok) return body.response
      const [deleted] = await env.DB.batch([
        env.DB.prepare('DELETE FROM owner_properties WHERE owner_id = ? AND property_id = ?').bind(id, body.value.propertyId),
        audit('owner.unlink', `owner:${id}`, { propertyId: body.value.propertyId }),
      ])
      return staffJson({ unlinked: (deleted!.meta.changes ?? 0) === 1 })
    },
  }),
]
