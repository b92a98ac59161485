import * as v from 'valibot'
import { TEAM_PAGE_MAX_MEMBERS } from '#/domain/content-limits.ts'
import { looksLikeEmail } from '#/domain/email-address.ts'
import { SiteImageSchema, type SiteImage } from '#/domain/site-images.ts'
import { LOCALES, type Locale, otherLanguage, pickAlongChain } from '#/i18n/locales.ts'
import type { TeamMember } from './content-types.ts'

// Decision 034: the team is one document the agency edits (site_documents page/team): each member's
// name, role and short biography per language, phone, e-mail, the languages they speak and their
// portrait (an uploaded picture with its alternative text). The order of the list is the order of
// the page. src/content/team.ts seeds it and stands in while nothing is published.

export const TEAM_DOCUMENT = { kind: 'page', key: 'team' } as const

/**
 * The longest texts a member takes: a name and a role fit a card's line, a biography a short
 * paragraph (the seed's longest is 250 characters); 18 members written to the full still fit one
 * back-office request (64 KiB, team-form.test.ts).
 */
export const TEAM_TEXT_LIMITS = { name: 80, role: 80, bio: 400, phone: 40, email: 100 } as const

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const required = (max: number) => v.pipe(text(max), v.minLength(1, 'required'))

/** A text per language: nl and fr required when `needed` (spec §1), the others optional, falling back. */
function localized(max: number, needed: boolean) {
  const main = needed ? required(max) : v.optional(text(max))
  return v.object({ nl: main, fr: main, en: v.optional(text(max)), de: v.optional(text(max)) })
}

export const TeamMemberSchema = v.object({
  name: required(TEAM_TEXT_LIMITS.name),
  role: localized(TEAM_TEXT_LIMITS.role, true),
  bio: localized(TEAM_TEXT_LIMITS.bio, false),
  phone: v.optional(v.pipe(text(TEAM_TEXT_LIMITS.phone), v.regex(/^(\+?[\d ()./-]{6,})?$/, 'a phone number'))),
  email: v.optional(
    v.pipe(
      text(TEAM_TEXT_LIMITS.email),
      v.check((email) => email === '' || looksLikeEmail(email), 'an e-mail address'),
    ),
  ),
  languages: v.pipe(v.array(v.picklist(LOCALES)), v.minLength(1, 'at least one language'), v.maxLength(LOCALES.length)),
  photo: SiteImageSchema,
})
export type TeamDocumentMember = v.InferOutput<typeof TeamMemberSchema>

/** spec §9 "Limits": the team page shows at most 18 members, so the document holds no more. */
export const TeamDocumentSchema = v.object({
  members: v.pipe(v.array(TeamMemberSchema), v.maxLength(TEAM_PAGE_MAX_MEMBERS, 'at most 18 members')),
})
export type TeamDocument = v.InferOutput<typeof TeamDocumentSchema>

export type TeamProblem = { path: string; message: string }
export type TeamCheck = { kind: 'valid'; team: TeamDocument } | { kind: 'invalid'; problems: TeamProblem[] }

/** Validates a team document before it is saved or published; each problem names its path (`members.2.role.fr`). */
export function checkTeam(input: unknown): TeamCheck {
  const result = v.safeParse(TeamDocumentSchema, input)
  if (result.success) return { kind: 'valid', team: result.output }
  return { kind: 'invalid', problems: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })) }
}

/** The document src/content/team.ts seeds: its portraits under public/, each described by the member's name. */
export function teamDocumentOf(members: ReadonlyArray<TeamMember>): TeamDocument {
  return {
    members: members.map((member) => ({
      name: member.name,
      role: { ...member.role },
      bio: { ...member.bio },
      ...(member.phone && { phone: member.phone }),
      ...(member.email && { email: member.email }),
      languages: [...member.languages],
      photo: {
        src: member.photo,
        width: 400,
        height: 400,
        alt: Object.fromEntries(LOCALES.map((locale) => [locale, member.name])) as SiteImage['alt'],
      },
    })),
  }
}

/** A picture in one language, as a page draws it. */
export type LocalizedImage = { src: string; width: number; height: number; alt: string }

/** A member as the team page shows them in one language; `lang` marks a text that fell back to another language (WCAG 3.1.2). */
export type LocalizedTeamMember = {
  name: string
  role: string
  roleLang?: string
  bio: string
  bioLang?: string
  phone?: string
  email?: string
  languages: Locale[]
  photo: LocalizedImage
}

/** A member in the reader's language, each text along the one fallback chain. */
export function localizeTeamMember(member: TeamDocumentMember, locale: Locale): LocalizedTeamMember {
  const role = pickAlongChain(member.role, locale)
  const bio = pickAlongChain(member.bio, locale)
  const roleLang = otherLanguage(role.language, locale)
  const bioLang = bio.text ? otherLanguage(bio.language, locale) : undefined
  return {
    name: member.name,
    role: role.text,
    ...(roleLang && { roleLang }),
    bio: bio.text,
    ...(bioLang && { bioLang }),
    ...(member.phone && { phone: member.phone }),
    ...(member.email && { email: member.email }),
    languages: member.languages,
    photo: {
      src: member.photo.src,
      width: member.photo.width,
      height: member.photo.height,
      alt: pickAlongChain(member.photo.alt, locale).text,
    },
  }
}
