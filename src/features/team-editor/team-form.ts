import type { TeamDocument, TeamProblem } from '#/content/team-document.ts'
import { draftOfSiteImage, siteImageOfDraft, type SiteImageDraft } from '#/features/site-media/index.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'

// The team editor's form (decision 034): the members as the editor holds them while they are typed
// (every text a string, the portrait perhaps not yet uploaded), and back as the document the server
// checks. An empty optional text is left out, so it falls back along the chain instead of showing blank.

export type MemberForm = {
  /** the editor's own name for the entry, stable while members move */
  key: string
  name: string
  role: Record<Locale, string>
  bio: Record<Locale, string>
  phone: string
  email: string
  languages: Locale[]
  photo: SiteImageDraft | undefined
}

const noTexts = (): Record<Locale, string> => ({ nl: '', fr: '', en: '', de: '' })
const allTexts = (texts: Partial<Record<Locale, string>>): Record<Locale, string> => ({ ...noTexts(), ...texts })

export function blankMember(key: string): MemberForm {
  return { key, name: '', role: noTexts(), bio: noTexts(), phone: '', email: '', languages: [], photo: undefined }
}

export function formOfTeam(team: TeamDocument, keyOf: (index: number) => string): MemberForm[] {
  return team.members.map((member, index) => ({
    key: keyOf(index),
    name: member.name,
    role: allTexts(member.role),
    bio: allTexts(member.bio),
    phone: member.phone ?? '',
    email: member.email ?? '',
    languages: [...member.languages],
    photo: draftOfSiteImage(member.photo),
  }))
}

/** The texts that were written, trimmed; the others left out. */
function written(texts: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.flatMap((locale) => (texts[locale]?.trim() ? [[locale, texts[locale].trim()]] : [])))
}

/** The document the form stands for, as the server checks it: a required text left empty is sent empty, so the problem names it. */
export function teamOfForm(members: readonly MemberForm[]): unknown {
  return {
    members: members.map((member) => ({
      name: member.name.trim(),
      role: { nl: '', fr: '', ...written(member.role) },
      bio: written(member.bio),
      ...(member.phone.trim() && { phone: member.phone.trim() }),
      ...(member.email.trim() && { email: member.email.trim() }),
      languages: LOCALES.filter((locale) => member.languages.includes(locale)),
      ...(member.photo && { photo: siteImageOfDraft(member.photo) }),
    })),
  }
}

/** The server's problems by member: `members.2.role.fr` is member 2's `role.fr`; a problem of the list itself is member -1's. */
export function problemsByMember(problems: readonly TeamProblem[]): Map<number, Set<string>> {
  const byMember = new Map<number, Set<string>>()
  for (const { path } of problems) {
    const match = /^members\.(\d+)(?:\.(.+))?$/.exec(path)
    const index = match ? Number(match[1]) : -1
    const field = match?.[2] ?? path
    byMember.set(index, (byMember.get(index) ?? new Set()).add(field))
  }
  return byMember
}

/** The problems of one field inside a member's, with the field's prefix taken off (`photo.alt.nl` → `alt.nl`). */
export function problemsUnder(problems: ReadonlySet<string> | undefined, prefix: string): Set<string> {
  return new Set(
    [...(problems ?? [])].flatMap((path) =>
      path === prefix ? [''] : path.startsWith(`${prefix}.`) ? [path.slice(prefix.length + 1)] : [],
    ),
  )
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list]
  const copy = [...list]
  const [entry] = copy.splice(from, 1)
  copy.splice(to, 0, entry!)
  return copy
}
