import type { SitePath } from '#/i18n/path-slugs.ts'
import type { Text4 } from './content-types.ts'

export type HomeBlocks = {
  intro: { heading: Text4; text: Text4 }
  services: ReadonlyArray<{ title: Text4; text: Text4; path: SitePath }>
  promise: { heading: Text4; points: ReadonlyArray<Text4> }
}

/** The home page's text blocks: introduction, three service cards and the agency's promise. */
export const HOME_BLOCKS: HomeBlocks = {
  intro: {
    heading: {
      nl: 'Uw vastgoedmakelaar in Waals-Brabant',
      fr: 'Votre agence immobilière en Brabant wallon',
      en: 'Your estate agent in Walloon Brabant',
      de: 'Ihr Immobilienmakler in Wallonisch-Brabant',
    },
    text: {
      nl: 'Sinds 1998 begeleidt Immo Dyle vanuit Waver eigenaars, kopers en huurders in heel Waals-Brabant. Of u nu wilt verkopen, kopen, verhuren of huren, u krijgt eerlijk advies en één vast aanspreekpunt dat uw dossier van begin tot eind opvolgt.',
      fr: 'Établie à Wavre depuis 1998, l’agence Immo Dyle accompagne propriétaires, acheteurs et locataires dans tout le Brabant wallon. Que vous souhaitiez vendre, acheter, louer ou mettre en location, vous bénéficiez de conseils honnêtes et d’un interlocuteur unique qui suit votre dossier du début à la fin.',
      en: 'Based in Wavre since 1998, Immo Dyle helps owners, buyers and tenants throughout Walloon Brabant. Whether you want to sell, buy, let or rent, you get honest advice and a single point of contact who sees things through from start to finish.',
      de: 'Seit 1998 begleitet Immo Dyle von Wavre aus Eigentümer, Käufer und Mieter in ganz Wallonisch-Brabant. Ob Sie verkaufen, kaufen, vermieten oder mieten möchten, Sie erhalten ehrliche Beratung und einen festen Ansprechpartner, der Ihr Anliegen von Anfang bis Ende betreut.',
    },
  },
  services: [
    {
      title: {
        nl: 'Gratis schatting',
        fr: 'Estimation gratuite',
        en: 'Free valuation',
        de: 'Kostenlose Bewertung',
      },
      text: {
        nl: 'Benieuwd naar de waarde van uw woning? Een van onze makelaars komt langs en bezorgt u een realistische schatting, gratis en vrijblijvend.',
        fr: 'Un de nos agents visite votre bien et vous remet une estimation réaliste de sa valeur, gratuitement et sans engagement.',
        en: 'Wondering what your home is worth? One of our brokers will visit and give you a realistic valuation, free and without obligation.',
        de: 'Was ist Ihre Immobilie wert? Einer unserer Makler kommt vorbei und erstellt Ihnen eine realistische Bewertung, kostenlos und unverbindlich.',
      },
      path: 'contact-demand',
    },
    {
      title: {
        nl: 'Onze diensten',
        fr: 'Nos services',
        en: 'Our services',
        de: 'Unsere Leistungen',
      },
      text: {
        nl: 'Verkoop, verhuur, nieuwbouw en beheer: ontdek hoe we u bij elke stap van uw vastgoedproject begeleiden.',
        fr: 'Découvrez comment nous vous accompagnons à chaque étape, que ce soit pour vendre, louer, acheter dans le neuf ou confier la gestion de votre bien.',
        en: 'Sales, lettings, new builds and property management: see how we support you at every step of your property project.',
        de: 'Verkauf, Vermietung, Neubau und Verwaltung: Erfahren Sie, wie wir Sie bei jedem Schritt Ihres Immobilienprojekts begleiten.',
      },
      path: 'services',
    },
    {
      title: {
        nl: 'Contacteer ons',
        fr: 'Contactez-nous',
        en: 'Contact us',
        de: 'Kontaktieren Sie uns',
      },
      text: {
        nl: 'Loop binnen in ons kantoor in Waver, bel ons op {phone} of stuur ons een bericht. We antwoorden binnen één werkdag.',
        fr: 'Passez à notre agence de Wavre, appelez-nous au {phone} ou envoyez-nous un message. Nous répondons dans un délai d’un jour ouvrable.',
        en: 'Drop in at our office in Wavre, call us on {phone} or send us a message. We reply within one working day.',
        de: 'Besuchen Sie uns in unserem Büro in Wavre, rufen Sie uns unter {phone} an oder schreiben Sie uns. Wir antworten innerhalb eines Werktags.',
      },
      path: 'contact',
    },
  ],
  promise: {
    heading: {
      nl: 'Onze belofte',
      fr: 'Notre engagement',
      en: 'Our promise',
      de: 'Unser Versprechen',
    },
    points: [
      {
        nl: 'Lokale kennis van Waals-Brabant sinds 1998',
        fr: 'Une connaissance fine du Brabant wallon depuis 1998',
        en: 'Local knowledge of Walloon Brabant since 1998',
        de: 'Ortskenntnis in Wallonisch-Brabant seit 1998',
      },
      {
        nl: 'Erkende vastgoedmakelaars, ingeschreven bij het BIV',
        fr: 'Des agents immobiliers agréés IPI',
        en: 'IPI-licensed estate agents',
        de: 'Vom IPI zugelassene Immobilienmakler',
      },
      {
        nl: 'Een online eigenaarsportaal om uw verkoop op de voet te volgen',
        fr: 'Un portail propriétaire en ligne pour suivre votre vente pas à pas',
        en: 'An online owner portal to follow your sale every step of the way',
        de: 'Ein Online-Eigentümerportal, über das Sie Ihren Verkauf Schritt für Schritt verfolgen',
      },
      {
        nl: 'We spreken Nederlands, Frans, Engels en Duits',
        fr: 'Nous parlons français, néerlandais, anglais et allemand',
        en: 'We speak Dutch, French, English and German',
        de: 'Wir sprechen Deutsch, Französisch, Niederländisch und Englisch',
      },
    ],
  },
}
