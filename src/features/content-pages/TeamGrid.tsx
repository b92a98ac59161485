import { useLingui } from '@lingui/react/macro'
import type { LocalizedTeamMember } from '#/content/team-document.ts'
import { LOCALE_NATIVE_NAMES } from '#/i18n/locales.ts'
import { MailIcon, PhoneIcon } from '#/components/icons.tsx'
import { phoneHref } from '#/domain/phone.ts'

/** The team as portrait cards; the server has already applied the 18-member limit (spec §9). */
export function TeamGrid({ members, headingLevel = 2 }: { members: ReadonlyArray<LocalizedTeamMember>; headingLevel?: 2 | 3 }) {
  const { t } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 xl:grid-cols-4">
      {members.map((member) => {
        const spoken = member.languages.map((code) => LOCALE_NATIVE_NAMES[code]).join(', ')
        return (
          <li key={`${member.name} ${member.photo.src}`}>
            <img
              src={member.photo.src}
              width={member.photo.width}
              height={member.photo.height}
              alt={member.photo.alt}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-2xl bg-sand object-cover"
            />
            <Heading className="mt-5 font-display text-2xl">{member.name}</Heading>
            <p lang={member.roleLang} className="text-sm font-semibold tracking-wide text-brand uppercase">
              {member.role}
            </p>
            {member.bio && (
              <p lang={member.bioLang} className="mt-3 text-[0.9375rem] leading-relaxed text-muted">
                {member.bio}
              </p>
            )}
            <p className="mt-3 text-sm text-muted">{t`Speaks ${spoken}`}</p>
            <ul className="mt-3 space-y-1.5 text-sm">
              {member.phone && (
                <li>
                  <a href={phoneHref(member.phone)} className="inline-flex items-center gap-2 hover:underline">
                    <PhoneIcon size={16} className="text-brand" />
                    {member.phone}
                  </a>
                </li>
              )}
              {member.email && (
                <li>
                  <a href={`mailto:${member.email}`} className="inline-flex items-center gap-2 break-all hover:underline">
                    <MailIcon size={16} className="text-brand" />
                    {member.email}
                  </a>
                </li>
              )}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
