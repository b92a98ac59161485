import type { ContentPage, TeamMember } from './content-types.ts'

/** The agency's team, in the order shown on the team page. */
export const TEAM: ReadonlyArray<TeamMember> = [
  {
    name: 'Sophie Lambert',
    role: {
      nl: 'Zaakvoerder',
      fr: 'Gérante',
      en: 'Managing director',
      de: 'Geschäftsführerin',
    },
    phone: '+32 10 22 33 41',
    email: 'sophie@immo-dyle.be',
    languages: ['nl', 'fr', 'en'],
    photo: '/demo/team/sophie.svg',
    bio: {
      nl: 'Sophie leidt Immo Dyle sinds 2012 en kent de vastgoedmarkt van Waals-Brabant als geen ander. Ze waakt erover dat elk dossier met dezelfde zorg wordt opgevolgd.',
      fr: 'Sophie dirige Immo Dyle depuis 2012 et connaît le marché immobilier du Brabant wallon comme sa poche. Elle veille à ce que chaque dossier soit suivi avec le même soin.',
      en: 'Sophie has run Immo Dyle since 2012 and knows the Walloon Brabant property market inside out. She makes sure every client receives the same careful attention.',
      de: 'Sophie leitet Immo Dyle seit 2012 und kennt den Immobilienmarkt in Wallonisch-Brabant wie ihre Westentasche. Sie sorgt dafür, dass jedes Anliegen mit derselben Sorgfalt betreut wird.',
    },
  },
  {
    name: 'Pieter Vermeulen',
    role: {
      nl: 'Makelaar verkoop',
      fr: 'Agent immobilier, vente',
      en: 'Sales broker',
      de: 'Immobilienmakler Verkauf',
    },
    phone: '+32 475 12 34 56',
    email: 'pieter@immo-dyle.be',
    languages: ['nl', 'fr', 'en'],
    photo: '/demo/team/pieter.svg',
    bio: {
      nl: 'Pieter begeleidt verkopers van de eerste schatting tot de ondertekening van de akte bij de notaris. Hij is gespecialiseerd in woningen in Waver, Graven en Rixensart.',
      fr: 'Pieter accompagne les vendeurs de la première estimation jusqu’à la signature de l’acte chez le notaire. Il est spécialisé dans les maisons à Wavre, Grez-Doiceau et Rixensart.',
      en: 'Pieter guides sellers from the first valuation through to signing the deed at the notary’s office. He specialises in homes in Wavre, Grez-Doiceau and Rixensart.',
      de: 'Pieter begleitet Verkäufer von der ersten Bewertung bis zur Unterzeichnung der Urkunde beim Notar. Er ist auf Häuser in Wavre, Grez-Doiceau und Rixensart spezialisiert.',
    },
  },
  {
    name: 'Amélie Dubois',
    role: {
      nl: 'Makelaar verkoop',
      fr: 'Agente immobilière, vente',
      en: 'Sales broker',
      de: 'Immobilienmaklerin Verkauf',
    },
    phone: '+32 476 23 45 67',
    email: 'amelie@immo-dyle.be',
    languages: ['fr', 'en', 'de'],
    photo: '/demo/team/amelie.svg',
    bio: {
      nl: 'Amélie is gespecialiseerd in appartementen in Ottignies-Louvain-la-Neuve en omgeving. Dankzij haar talenkennis begeleidt ze ook graag internationale kopers.',
      fr: 'Amélie est spécialisée dans les appartements à Ottignies-Louvain-la-Neuve et environs. Grâce à sa maîtrise des langues, elle accompagne volontiers les acheteurs internationaux.',
      en: 'Amélie specialises in flats in and around Ottignies-Louvain-la-Neuve. Thanks to her language skills, she also enjoys helping international buyers.',
      de: 'Amélie ist auf Wohnungen in Ottignies-Louvain-la-Neuve und Umgebung spezialisiert. Dank ihrer Sprachkenntnisse begleitet sie gerne auch internationale Käufer.',
    },
  },
  {
    name: 'Jan Claes',
    role: {
      nl: 'Projectmanager nieuwbouw',
      fr: 'Chef de projet constructions neuves',
      en: 'New-build project manager',
      de: 'Projektleiter Neubau',
    },
    phone: '+32 10 22 33 42',
    email: 'jan@immo-dyle.be',
    languages: ['nl', 'fr', 'de'],
    photo: '/demo/team/jan.svg',
    bio: {
      nl: 'Jan volgt onze nieuwbouwprojecten op, van de eerste plannen tot de voorlopige oplevering. Als industrieel ingenieur bouwkunde spreekt hij de taal van zowel kopers als aannemers.',
      fr: 'Jan suit nos projets neufs, des premiers plans jusqu’à la réception provisoire. Ingénieur industriel en construction, il parle le langage des acheteurs comme celui des entrepreneurs.',
      en: 'Jan oversees our new-build projects, from the first plans to the provisional handover. A trained construction engineer, he speaks the language of buyers and contractors alike.',
      de: 'Jan betreut unsere Neubauprojekte von den ersten Plänen bis zur vorläufigen Abnahme. Als Bauingenieur spricht er die Sprache der Käufer ebenso wie die der Bauunternehmer.',
    },
  },
  {
    name: 'Laura Lejeune',
    role: {
      nl: 'Verantwoordelijke verhuur',
      fr: 'Responsable location',
      en: 'Rental manager',
      de: 'Leiterin Vermietung',
    },
    phone: '+32 10 22 33 43',
    email: 'laura@immo-dyle.be',
    languages: ['nl', 'fr'],
    photo: '/demo/team/laura.svg',
    bio: {
      nl: 'Laura zoekt de juiste huurders voor uw pand en regelt alles, van de plaatsbeschrijving tot de registratie van het huurcontract.',
      fr: 'Laura trouve les bons locataires pour votre bien et s’occupe de tout, de l’état des lieux à l’enregistrement du bail.',
      en: 'Laura finds the right tenants for your property and takes care of everything, from the inventory of fixtures to registering the lease.',
      de: 'Laura findet die passenden Mieter für Ihre Immobilie und kümmert sich um alles, von der Wohnungsübergabe bis zur Registrierung des Mietvertrags.',
    },
  },
  {
    name: 'Thomas Wauters',
    role: {
      nl: 'Makelaar verkoop',
      fr: 'Agent immobilier, vente',
      en: 'Sales broker',
      de: 'Immobilienmakler Verkauf',
    },
    phone: '+32 477 34 56 78',
    email: 'thomas@immo-dyle.be',
    languages: ['fr', 'en'],
    photo: '/demo/team/thomas.svg',
    bio: {
      nl: 'Thomas is onze specialist voor villa’s en landelijke woningen in het oosten van Waals-Brabant. Hij weet precies wat een pand in Geldenaken of Bevekom waard is.',
      fr: 'Thomas est notre spécialiste des villas et maisons de campagne dans l’est du Brabant wallon. Il sait exactement ce que vaut un bien à Jodoigne ou à Beauvechain.',
      en: 'Thomas is our specialist in villas and country houses in eastern Walloon Brabant. He knows exactly what a property in Jodoigne or Beauvechain is worth.',
      de: 'Thomas ist unser Spezialist für Villen und Landhäuser im Osten von Wallonisch-Brabant. Er weiß genau, was eine Immobilie in Jodoigne oder Beauvechain wert ist.',
    },
  },
  {
    name: 'Nathalie Collignon',
    role: {
      nl: 'Administratie en juridische dossiers',
      fr: 'Administration et dossiers juridiques',
      en: 'Administration and legal files',
      de: 'Verwaltung und Rechtsunterlagen',
    },
    phone: '+32 10 22 33 45',
    email: 'nathalie@immo-dyle.be',
    languages: ['nl', 'fr', 'de'],
    photo: '/demo/team/nathalie.svg',
    bio: {
      nl: 'Nathalie stelt de compromissen op en verzamelt alle verplichte attesten, van het energieprestatiecertificaat tot het keuringsverslag van de elektrische installatie. Zo verloopt de ondertekening bij de notaris zonder verrassingen.',
      fr: 'Nathalie prépare les compromis de vente et rassemble toutes les attestations obligatoires, du certificat PEB au contrôle de l’installation électrique. La signature chez le notaire se déroule ainsi sans mauvaise surprise.',
      en: 'Nathalie prepares sales agreements and gathers every mandatory certificate, from the energy performance certificate to the electrical inspection report. That way, the signing at the notary’s goes ahead without surprises.',
      de: 'Nathalie bereitet die Kaufvorverträge vor und sammelt alle Pflichtbescheinigungen, vom Energieausweis bis zum Prüfbericht der Elektroinstallation. So verläuft die Unterzeichnung beim Notar ohne böse Überraschungen.',
    },
  },
  {
    name: 'Koen De Smet',
    role: {
      nl: 'Marketing en fotografie',
      fr: 'Marketing et photographie',
      en: 'Marketing and photography',
      de: 'Marketing und Fotografie',
    },
    phone: '+32 478 45 67 89',
    email: 'koen@immo-dyle.be',
    languages: ['nl', 'fr', 'en'],
    photo: '/demo/team/koen.svg',
    bio: {
      nl: 'Koen maakt de foto’s, video’s en grondplannen van al onze panden. Zo ziet u al online of een woning bij u past.',
      fr: 'Koen réalise les photos, vidéos et plans de tous nos biens. Vous pouvez ainsi juger en ligne si un logement vous correspond.',
      en: 'Koen produces the photos, videos and floor plans for all our properties, so you can tell online whether a home is right for you.',
      de: 'Koen erstellt die Fotos, Videos und Grundrisse all unserer Immobilien. So sehen Sie schon online, ob ein Objekt zu Ihnen passt.',
    },
  },
]

export const TEAM_PAGE: ContentPage = {
  title: {
    nl: 'Ons team',
    fr: 'Notre équipe',
    en: 'Our team',
    de: 'Unser Team',
  },
  description: {
    nl: 'Maak kennis met het team van Immo Dyle in Waver: erkende vastgoedmakelaars die u bijstaan in het Nederlands, Frans, Engels en Duits.',
    fr: 'Découvrez l’équipe d’Immo Dyle à Wavre, des agents immobiliers agréés IPI qui vous conseillent en français, néerlandais, anglais et allemand.',
    en: 'Meet the Immo Dyle team in Wavre: licensed estate agents who can help you in Dutch, French, English and German.',
    de: 'Lernen Sie das Team von Immo Dyle in Wavre kennen: zugelassene Immobilienmakler, die Sie auf Deutsch, Französisch, Niederländisch und Englisch beraten.',
  },
  lead: {
    nl: 'Sinds 1998 helpen wij eigenaars, kopers en huurders in heel Waals-Brabant. Ons team van acht mensen combineert lokale kennis met een persoonlijke aanpak, en u hebt altijd één vast aanspreekpunt.',
    fr: 'Depuis 1998, nous accompagnons propriétaires, acheteurs et locataires dans tout le Brabant wallon. Notre équipe de huit personnes allie connaissance du terrain et approche personnelle, avec toujours un seul interlocuteur pour votre dossier.',
    en: 'Since 1998 we have been helping owners, buyers and tenants across Walloon Brabant. Our team of eight combines local knowledge with a personal approach, and you always have one dedicated point of contact.',
    de: 'Seit 1998 begleiten wir Eigentümer, Käufer und Mieter in ganz Wallonisch-Brabant. Unser achtköpfiges Team verbindet Ortskenntnis mit persönlicher Betreuung, und Sie haben stets einen festen Ansprechpartner.',
  },
  sections: [
    {
      heading: {
        nl: 'Erkend en verzekerd',
        fr: 'Agréés et assurés',
        en: 'Licensed and insured',
        de: 'Zugelassen und versichert',
      },
      paragraphs: [
        {
          nl: 'Al onze makelaars zijn erkende vastgoedmakelaars, ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV). Ze leven de deontologische code van het BIV na, zodat uw dossier in vakkundige en betrouwbare handen is.',
          fr: 'Tous nos courtiers sont des agents immobiliers agréés, inscrits à l’Institut professionnel des agents immobiliers (IPI). Ils respectent le code de déontologie de l’IPI, pour que votre dossier soit entre des mains compétentes et fiables.',
          en: 'All our brokers are licensed estate agents registered with the Professional Institute of Real Estate Agents (IPI). They are bound by the IPI code of ethics, so your affairs are in competent and trustworthy hands.',
          de: 'Alle unsere Makler sind zugelassene Immobilienmakler und beim Berufsinstitut der Immobilienmakler (IPI) eingetragen. Sie sind an die Standesregeln des IPI gebunden, damit Ihr Anliegen in kompetenten und zuverlässigen Händen liegt.',
        },
      ],
      bullets: [
        {
          nl: 'Erkend vastgoedmakelaar-bemiddelaar, BIV België nr. 512.345',
          fr: 'Agent immobilier intermédiaire agréé, IPI Belgique n° 512.345',
          en: 'Licensed estate agent (intermediary), IPI Belgium no. 512.345',
          de: 'Zugelassener Immobilienmakler (Vermittler), IPI Belgien Nr. 512.345',
        },
        {
          nl: 'Onderworpen aan de deontologische code van het BIV',
          fr: 'Soumis au code de déontologie de l’IPI',
          en: 'Subject to the IPI code of ethics',
          de: 'An die Standesregeln des IPI gebunden',
        },
        {
          nl: 'Beroepsaansprakelijkheid verzekerd bij AXA Belgium, polisnummer 730.390.160',
          fr: 'Responsabilité civile professionnelle assurée auprès d’AXA Belgium, police n° 730.390.160',
          en: 'Professional liability insurance with AXA Belgium, policy no. 730.390.160',
          de: 'Berufshaftpflichtversicherung bei AXA Belgium, Police Nr. 730.390.160',
        },
        {
          nl: 'Gelden van derden, zoals voorschotten en huurwaarborgen, gedekt door een waarborgfonds',
          fr: 'Fonds de tiers, comme les acomptes et les garanties locatives, couverts par un fonds de garantie',
          en: 'Third-party funds, such as deposits and rental guarantees, covered by a guarantee fund',
          de: 'Gelder Dritter, etwa Anzahlungen und Mietkautionen, durch einen Garantiefonds abgesichert',
        },
      ],
    },
  ],
}
