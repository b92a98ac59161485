import { useLingui } from '@lingui/react/macro'
import { ArrowRightIcon } from './icons.tsx'
import { SiteLink } from './shell/SiteLink.tsx'

/** A card that is one link: a title, a line of text and "Read more" (the home page's services, the services page's articles). */
export function ReadMoreCard({ href, title, text, heading: Heading }: { href: string; title: string; text: string; heading: 'h2' | 'h3' }) {
  const { t } = useLingui()
  return (
    <SiteLink
      href={href}
      className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-xl hover:shadow-black/5 md:p-8"
    >
      <Heading className="font-display text-2xl leading-snug">{title}</Heading>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{text}</p>
      <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-dark">
        {t`Read more`}
        <ArrowRightIcon size={18} className="transition-transform group-hover:translate-x-1" />
      </span>
    </SiteLink>
  )
}
