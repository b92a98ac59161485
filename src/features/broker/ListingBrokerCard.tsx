import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { formatPhone, phoneHref } from '#/domain/phone.ts'
import { pictureUrl } from '#/domain/picture-urls.ts'
import { MailIcon, PhoneIcon, UserIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { ListingBroker } from './listing-broker.ts'

// The portrait is shown at 64 CSS px; the 100 px width of the picture path covers 1.5× screens, 250 px 2× and more.
const PORTRAIT_PX = 64
// A broker's portrait carries no version of its own: the CRM replaces the address when the photo changes.
const PORTRAIT_VERSION = '1'

/** Who answers a listing's visitors: its broker, or the agency itself when the CRM names nobody. */
export function answererName(broker: ListingBroker | null | undefined): string {
  return broker?.name ?? siteConfig().agency.name
}

/**
 * The listing's broker on the property page (decision 022): portrait, name, job title, phone
 * and e-mail with call and mail actions. A listing without a broker shows the agency's own contact.
 */
export function ListingBrokerCard({ broker, propertyId }: { broker: ListingBroker | null | undefined; propertyId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { agency } = siteConfig()
  const city = agency.city[locale] ?? agency.city.fr
  const contact = broker
    ? { name: broker.name, role: broker.role, phone: broker.phone, email: broker.email, photo: broker.photo }
    : { name: agency.name, role: `${agency.street}, ${agency.zip} ${city}`, phone: agency.phone, email: agency.email, photo: null }
  const subject = encodeURIComponent(`${t`Reference`} ${propertyId}`)
  return (
    <section
      aria-labelledby="listing-broker"
      className="mt-6 rounded-2xl border border-line bg-white p-5 print:hidden"
      data-testid="listing-broker"
    >
      <h2 id="listing-broker" className="font-sans text-sm font-semibold tracking-wide text-brand uppercase">
        {broker ? t`Your contact for this property` : t`Your contact at the agency`}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {contact.photo ? (
          <img
            src={pictureUrl(contact.photo, 100, PORTRAIT_VERSION)}
            srcSet={`${pictureUrl(contact.photo, 100, PORTRAIT_VERSION)} 1.5x, ${pictureUrl(contact.photo, 250, PORTRAIT_VERSION)} 2x`}
            width={PORTRAIT_PX}
            height={PORTRAIT_PX}
            alt={t`Portrait of ${contact.name}`}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-full bg-sand object-cover"
          />
        ) : (
          <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-full bg-sand text-brand-dark">
            <UserIcon size={28} />
          </span>
        )}
        <div className="min-w-0">
          <p className="font-display text-xl leading-tight">{contact.name}</p>
          {contact.role && <p className="mt-0.5 text-sm text-muted">{contact.role}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {contact.phone && (
          <a
            href={phoneHref(contact.phone)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line px-4 font-semibold hover:border-ink"
          >
            <PhoneIcon size={18} className="text-brand" />
            <span className="sr-only">{t`Call ${contact.name}:`} </span>
            {formatPhone(contact.phone)}
          </a>
        )}
        {contact.email && (
          <a
            href={`mailto:${contact.email}?subject=${subject}`}
            className="inline-flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-full border border-line px-4 font-semibold break-all hover:border-ink"
          >
            <MailIcon size={18} className="shrink-0 text-brand" />
            <span className="sr-only">{t`E-mail ${contact.name}:`} </span>
            {contact.email}
          </a>
        )}
      </div>
    </section>
  )
}

/** The line above a listing's forms that says who will answer (decision 022). */
export function AnswererNote({ broker }: { broker: ListingBroker | null | undefined }) {
  const { t } = useLingui()
  const name = answererName(broker)
  return (
    <p className="mt-2 text-muted" data-testid="answerer">
      {t`${name} will answer you.`}
    </p>
  )
}
