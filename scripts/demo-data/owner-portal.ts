// Demo data of the owner portal (decision 008): two demo owners with their properties, the brokers, and
// the marketing history the CRM import brings in production (calendar, communications, media
// online), plus 60 days of page views so the statistics have a past. Deterministic for a given day.
import { mulberry32 } from '../../src/demo/seeded-random.ts'
import { TEAM } from '../../src/content/team.ts'
import type { VisitSource } from '../../src/domain/visit-statistics.ts'
import { brusselsDay } from '../../src/domain/brussels-calendar.ts'
import { addDays } from '../../src/domain/visit-statistics.ts'

export type DemoOwner = {
  email: string
  password: string
  firstName: string
  lastName: string
  language: 'fr' | 'nl'
  propertyIds: number[]
}

/** The demo logins the README and docs/operating.md give (local use only: the seed never runs against production). */
export const DEMO_OWNERS: ReadonlyArray<DemoOwner> = [
  {
    email: 'marie.dupont@example.be',
    password: 'demo-owner-2026',
    firstName: 'Marie',
    lastName: 'Dupont',
    language: 'fr',
    propertyIds: [4100003, 4100018, 4100020],
  },
  {
    email: 'jan.peeters@example.be',
    password: 'demo-eigenaar-2026',
    firstName: 'Jan',
    lastName: 'Peeters',
    language: 'nl',
    propertyIds: [4100007, 4100004],
  },
]

export type DemoBroker = {
  id: number
  name: string
  roles: Record<string, string>
  phone: string | undefined
  email: string | undefined
  photo: string
}

/** The agency's brokers are its team (src/content/team.ts); ids are the CRM's. */
export function demoBrokers(): DemoBroker[] {
  return TEAM.map((member, index) => ({
    id: 101 + index,
    name: member.name,
    roles: member.role,
    phone: member.phone,
    email: member.email,
    photo: member.photo,
  }))
}

/**
 * The broker the demo CRM names for a listing without an owner account (decision 022: every listing shows
 * its broker): one of the brokers after the managing director, stable per property id.
 */
export function demoListingBrokerId(propertyId: number): number {
  const brokers = demoBrokers()
  return brokers[1 + (propertyId % (brokers.length - 1))]!.id
}

type CalendarRow = {
  propertyId: number
  startsAt: string
  type: string
  contact: string | null
  subject: string
  comment: string | null
  status: string
}
type CommunicationRow = {
  propertyId: number
  sentAt: string
  channel: string
  direction: 'in' | 'out'
  contact: string | null
  subject: string
  summary: string | null
}
type MediaRow = { propertyId: number; medium: string; url: string | null; publishedAt: string; status: 'online' | 'offline' }
type ViewRow = { propertyId: number; day: string; source: VisitSource; views: number }

const TEXTS = {
  fr: {
    photo: ['Séance photo et visite virtuelle', 'Photographe professionnel, 32 photos retenues.'],
    valuation: ['Estimation du bien', 'Prix conseillé présenté et accepté.'],
    visit: [
      'Visite',
      [
        'Couple intéressé, demande le PEB.',
        'Trouve le jardin petit.',
        'Deuxième visite prévue.',
        'Investisseur, attend l’offre de sa banque.',
        '',
      ],
    ],
    openHouse: ['Journée portes ouvertes', 'Annonce envoyée à 240 candidats acquéreurs.'],
    call: ['Compte rendu hebdomadaire', 'Point sur les visites et les réactions des candidats.'],
    offer: ['Offre reçue', 'Offre écrite sous la condition d’obtention d’un crédit, transmise pour avis.'],
    mailing: ['Envoi aux candidats acquéreurs', 'Le bien a été envoyé aux candidats dont la recherche correspond.'],
    documents: ['Documents du dossier', 'Attestation du sol et certificat PEB reçus et ajoutés au dossier.'],
  },
  nl: {
    photo: ['Fotoshoot en virtuele tour', 'Professionele fotograaf, 32 foto’s geselecteerd.'],
    valuation: ['Schatting van de woning', 'Aanbevolen prijs voorgesteld en aanvaard.'],
    visit: [
      'Bezoek',
      [
        'Koppel geïnteresseerd, vraagt het EPC.',
        'Vindt de tuin klein.',
        'Tweede bezoek gepland.',
        'Investeerder, wacht op het aanbod van de bank.',
        '',
      ],
    ],
    openHouse: ['Opendeurdag', 'Aankondiging verstuurd naar 240 kandidaat-kopers.'],
    call: ['Wekelijks verslag', 'Stand van zaken over de bezoeken en de reacties van kandidaten.'],
    offer: ['Bod ontvangen', 'Schriftelijk bod onder opschortende voorwaarde van krediet, doorgestuurd voor advies.'],
    mailing: ['Mailing naar kandidaat-kopers', 'De woning is verstuurd naar de kandidaten met een passende zoekopdracht.'],
    documents: ['Documenten van het dossier', 'Bodemattest en EPC-certificaat ontvangen en aan het dossier toegevoegd.'],
  },
} as const

const VISITORS = [
  'M. et Mme Lambert',
  'Famille Janssens',
  'Thomas Renard',
  'Sarah De Smet',
  'Julien Martin',
  'Els Claes',
  'Nicolas Dubois',
  'An Wouters',
]
const PORTALS = [
  { medium: 'Immoweb', url: 'https://www.immoweb.be/' },
  { medium: 'Zimmo', url: 'https://www.zimmo.be/' },
  { medium: 'Immovlan', url: 'https://immovlan.be/' },
  { medium: 'Logic-Immo', url: 'https://www.logic-immo.be/' },
  { medium: 'Facebook', url: 'https://www.facebook.com/' },
]
// How a listing's visitors usually arrive: portals and search engines first.
const SOURCE_WEIGHTS: ReadonlyArray<[VisitSource, number]> = [
  ['portal', 0.34],
  ['search', 0.24],
  ['direct', 0.14],
  ['site', 0.12],
  ['social', 0.08],
  ['email', 0.05],
  ['campaign', 0.03],
]

function at(day: string, hour: number, minute = 0): string {
  return `${day}T${String(hour - 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`
}

export function demoOwnerPortal(now: Date): {
  calendar: CalendarRow[]
  communications: CommunicationRow[]
  media: MediaRow[]
  views: ViewRow[]
  brokerOf: Map<number, number>
} {
  const today = brusselsDay(now)
  const calendar: CalendarRow[] = []
  const communications: CommunicationRow[] = []
  const media: MediaRow[] = []
  const views: ViewRow[] = []
  const brokerOf = new Map<number, number>()
  const brokers = demoBrokers()
  for (const owner of DEMO_OWNERS) {
    const text = TEXTS[owner.language]
    for (const [index, propertyId] of owner.propertyIds.entries()) {
      const random = mulberry32(propertyId)
      const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(random() * list.length)]!
      const broker = brokers[1 + ((propertyId + index) % (brokers.length - 1))]!
      brokerOf.set(propertyId, broker.id)
      const listed = addDays(today, -(45 + index * 7))
      calendar.push({
        propertyId,
        startsAt: at(addDays(listed, -6), 10),
        type: 'valuation',
        contact: broker.name,
        subject: text.valuation[0],
        comment: text.valuation[1],
        status: 'done',
      })
      calendar.push({
        propertyId,
        startsAt: at(addDays(listed, -2), 14),
        type: 'photo-shoot',
        contact: broker.name,
        subject: text.photo[0],
        comment: text.photo[1],
        status: 'done',
      })
      for (let day = 3; day < 60; day += 4 + Math.floor(random() * 5)) {
        const when = addDays(listed, day)
        const future = when > today
        calendar.push({
          propertyId,
          startsAt: at(when, 10 + Math.floor(random() * 8), random() < 0.5 ? 0 : 30),
          type: 'visit',
          contact: pick(VISITORS),
          subject: text.visit[0],
          comment: future ? null : pick(text.visit[1]) || null,
          status: future ? (random() < 0.6 ? 'confirmed' : 'planned') : random() < 0.1 ? 'cancelled' : 'done',
        })
      }
      calendar.push({
        propertyId,
        startsAt: at(addDays(today, 9), 14),
        type: 'open-house',
        contact: broker.name,
        subject: text.openHouse[0],
        comment: text.openHouse[1],
        status: 'planned',
      })
      for (let week = 1; week * 7 < 45 + index * 7; week++) {
        communications.push({
          propertyId,
          sentAt: at(addDays(listed, week * 7), 17),
          channel: week % 2 ? 'phone' : 'email',
          direction: 'out',
          contact: broker.name,
          subject: text.call[0],
          summary: text.call[1],
        })
      }
      communications.push({
        propertyId,
        sentAt: at(addDays(listed, 1), 9, 30),
        channel: 'email',
        direction: 'out',
        contact: broker.name,
        subject: text.mailing[0],
        summary: text.mailing[1],
      })
      communications.push({
        propertyId,
        sentAt: at(addDays(listed, 12), 11),
        channel: 'email',
        direction: 'in',
        contact: owner.firstName,
        subject: text.documents[0],
        summary: text.documents[1],
      })
      if (index === 0)
        communications.push({
          propertyId,
          sentAt: at(addDays(today, -3), 16, 30),
          channel: 'phone',
          direction: 'out',
          contact: broker.name,
          subject: text.offer[0],
          summary: text.offer[1],
        })
      PORTALS.forEach((portal, p) => {
        if (p > 2 && random() < 0.5) return
        media.push({
          propertyId,
          medium: portal.medium,
          url: portal.url,
          publishedAt: at(addDays(listed, p === 0 ? 0 : 1), 9),
          status: p === 4 && random() < 0.5 ? 'offline' : 'online',
        })
      })
      // Views: a launch peak that settles, busier at weekends; none on the day itself (today is live).
      for (let offset = 60; offset >= 1; offset--) {
        const day = addDays(today, -offset)
        if (day < listed) continue
        const age = Math.max(0, 60 - offset - (60 - 45 - index * 7))
        const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())
        const expected = (6 + 22 * Math.exp(-age / 9)) * (weekend ? 1.5 : 1)
        // Each view of the day gets a source drawn by the weights.
        const counts = new Map<VisitSource, number>()
        const total = Math.max(0, Math.round(expected * (0.6 + random() * 0.8)))
        for (let n = 0; n < total; n++) {
          let draw = random()
          const source = SOURCE_WEIGHTS.find(([, weight]) => (draw -= weight) < 0)?.[0] ?? 'portal'
          counts.set(source, (counts.get(source) ?? 0) + 1)
        }
        for (const [source, count] of counts) views.push({ propertyId, day, source, views: count })
      }
    }
  }
  return { calendar, communications, media, views, brokerOf }
}

/** A small, valid one-page PDF that names the document: the demo's stand-in for the CRM's files. */
export function demoPdf(title: string, subtitle: string): Uint8Array {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, '')
  const stream = `BT /F1 22 Tf 72 760 Td (${ascii(title)}) Tj ET\nBT /F1 12 Tf 72 730 Td (${ascii(subtitle)}) Tj ET\nBT /F1 10 Tf 72 700 Td (Demo document - Immo Dyle) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}
