import type { SitePath } from '#/i18n/path-slugs.ts'
import type { ContentPage, Text4 } from './content-types.ts'
import type { PageInLanguage } from './page-documents.ts'
import type { ServiceArticleId } from './service-article-slugs.ts'

/** A service article: a content page of its own under /services/, ending with one next step. */
export type ServiceArticle = ContentPage & {
  /** where the article invites the reader next: a page of the site and the button's words */
  action: { path: SitePath; label: Text4 }
}

/** An article in one language, as its route hands it to the page. */
export type LocalizedServiceArticle = PageInLanguage & { action: { href: string; label: string } }

/** What the services page and an article's list of the other services show of each article. */
export type ServiceArticleSummary = { id: ServiceArticleId; slug: string; title: string; description: string }

const valuationAction = {
  path: 'contact-demand',
  label: {
    nl: 'Vraag een gratis schatting aan',
    fr: 'Demander une estimation gratuite',
    en: 'Request a free valuation',
    de: 'Kostenlose Bewertung anfragen',
  },
} as const satisfies ServiceArticle['action']

const contactAction = {
  path: 'contact',
  label: {
    nl: 'Neem contact met ons op',
    fr: 'Nous contacter',
    en: 'Contact us',
    de: 'Kontakt aufnehmen',
  },
} as const satisfies ServiceArticle['action']

const selling: ServiceArticle = {
  title: {
    nl: 'Uw woning verkopen',
    fr: 'Vendre votre bien',
    en: 'Selling your property',
    de: 'Ihre Immobilie verkaufen',
  },
  seoTitle: {
    nl: 'Uw woning verkopen in Waals-Brabant',
    fr: 'Vendre votre bien en Brabant wallon',
    en: 'Selling your home in Walloon Brabant',
    de: 'Immobilie verkaufen in Wallonisch-Brabant',
  },
  description: {
    nl: 'Uw woning verkopen met Immo Dyle in Waver: een realistische prijs, professionele foto’s, geselecteerde kopers en opvolging tot bij de notaris.',
    fr: 'Vendre votre bien avec Immo Dyle à Wavre : un prix juste, des photos professionnelles, des acquéreurs sélectionnés et un suivi jusque chez le notaire.',
    en: 'Sell your property with Immo Dyle in Wavre: a realistic price, professional photography, screened buyers and follow-up right through to the notary.',
    de: 'Verkaufen Sie Ihre Immobilie mit Immo Dyle in Wavre: realistischer Preis, professionelle Fotos, geprüfte Käufer und Begleitung bis zum Notar.',
  },
  lead: {
    nl: 'Een woning verkopen doet u niet elke dag. Wij wel: sinds 1998 begeleiden onze BIV-erkende makelaars verkopers in Waals-Brabant, Vlaams-Brabant en Brussel, van de eerste schatting tot de ondertekening van de akte.',
    fr: 'Vendre un bien, on ne le fait pas tous les jours. Nous, si : depuis 1998, nos agents agréés IPI accompagnent les vendeurs en Brabant wallon, en Brabant flamand et à Bruxelles, de la première estimation jusqu’à la signature de l’acte.',
    en: 'Selling a home is not something you do every day. We do: since 1998 our IPI-licensed agents have guided sellers in Walloon Brabant, Flemish Brabant and Brussels, from the first valuation to the signing of the deed.',
    de: 'Eine Immobilie verkauft man nicht alle Tage. Wir schon: Seit 1998 begleiten unsere beim IPI zugelassenen Makler Verkäufer in Wallonisch-Brabant, Flämisch-Brabant und Brüssel, von der ersten Bewertung bis zur Unterzeichnung der Urkunde.',
  },
  sections: [
    {
      heading: {
        nl: 'De juiste prijs',
        fr: 'Le juste prix',
        en: 'The right price',
        de: 'Der richtige Preis',
      },
      paragraphs: [
        {
          nl: 'Alles begint met een realistische schatting, gebaseerd op recente verkopen in uw buurt. Een te hoge vraagprijs schrikt kopers af en laat uw woning maanden te koop staan; een te lage kost u geld. Daarom onderbouwen we onze prijs met cijfers en leggen we hem samen met u vast.',
          fr: 'Tout commence par une estimation réaliste, fondée sur les ventes récentes dans votre quartier. Un prix trop élevé fait fuir les acquéreurs et laisse votre bien des mois en vitrine ; un prix trop bas vous coûte de l’argent. Nous étayons donc notre prix par des chiffres et le fixons avec vous.',
          en: 'It all starts with a realistic valuation based on recent sales in your area. Ask too much and buyers stay away while your home sits on the market for months; ask too little and it costs you money. So we back our price with figures and agree it with you.',
          de: 'Am Anfang steht eine realistische Bewertung auf Grundlage aktueller Verkäufe in Ihrer Umgebung. Ein zu hoher Preis schreckt Käufer ab und lässt Ihre Immobilie monatelang im Angebot stehen; ein zu niedriger kostet Sie Geld. Deshalb belegen wir unseren Preis mit Zahlen und legen ihn gemeinsam mit Ihnen fest.',
        },
      ],
    },
    {
      heading: {
        nl: 'Uw woning in de kijker',
        fr: 'Votre bien mis en valeur',
        en: 'Your home at its best',
        de: 'Ihre Immobilie im besten Licht',
      },
      paragraphs: [
        {
          nl: 'We laten professionele foto’s en grondplannen maken en zetten uw woning in de kijker op de grote vastgoedportalen, op onze website en bij onze kandidaat-kopers. Veel kopers vinden we in ons eigen bestand, vaak nog voor de advertentie online staat.',
          fr: 'Nous faisons réaliser des photos professionnelles et des plans, puis mettons votre bien en avant sur les principaux portails immobiliers, sur notre site et auprès de nos candidats acquéreurs. Bon nombre d’acheteurs viennent de notre propre fichier, souvent avant même la mise en ligne de l’annonce.',
          en: 'We arrange professional photographs and floor plans, then showcase your property on the main property portals, on our website and to our own list of prospective buyers. Many buyers come from that list, often before the listing even goes online.',
          de: 'Wir lassen professionelle Fotos und Grundrisse anfertigen und präsentieren Ihre Immobilie auf den großen Immobilienportalen, auf unserer Website und bei unseren vorgemerkten Kaufinteressenten. Viele Käufer finden wir in unserer eigenen Kartei, oft noch bevor die Anzeige online ist.',
        },
      ],
    },
    {
      heading: {
        nl: 'Bezoeken en onderhandelingen',
        fr: 'Visites et négociation',
        en: 'Viewings and negotiation',
        de: 'Besichtigungen und Verhandlungen',
      },
      paragraphs: [
        {
          nl: 'Wij selecteren de kandidaten, organiseren en begeleiden de bezoeken en voeren de onderhandelingen in uw belang. Na elk bezoek hoort u wat de kandidaten ervan vonden, en in het eigenaarsportaal volgt u alles online op.',
          fr: 'Nous sélectionnons les candidats, organisons et accompagnons les visites et menons les négociations dans votre intérêt. Après chaque visite, vous savez ce que les candidats en ont pensé, et le portail propriétaire vous permet de tout suivre en ligne.',
          en: 'We screen prospective buyers, organise and accompany the viewings and negotiate on your behalf. After every viewing you hear what the visitors thought, and the owner portal lets you follow everything online.',
          de: 'Wir wählen die Interessenten aus, organisieren und begleiten die Besichtigungen und führen die Verhandlungen in Ihrem Interesse. Nach jeder Besichtigung erfahren Sie, wie die Interessenten sie fanden, und im Eigentümerportal verfolgen Sie alles online.',
        },
      ],
    },
    {
      heading: {
        nl: 'Van compromis tot akte',
        fr: 'Du compromis à l’acte',
        en: 'From sale agreement to deed',
        de: 'Vom Vorvertrag zur Urkunde',
      },
      paragraphs: [
        {
          nl: 'Zodra u een bod aanvaardt, stellen wij het compromis op en zorgen we dat alle verplichte attesten bij het dossier zitten. Daarna volgen we het dossier verder op met de notarissen, tot het verlijden van de notariële akte.',
          fr: 'Dès que vous acceptez une offre, nous rédigeons le compromis et veillons à ce que tous les certificats obligatoires soient joints au dossier. Nous suivons ensuite le dossier avec les notaires jusqu’à la passation de l’acte authentique.',
          en: 'As soon as you accept an offer, we draw up the sale agreement and make sure every required certificate is in the file. We then follow the file up with the notaries right through to the signing of the notary deed.',
          de: 'Sobald Sie ein Angebot annehmen, setzen wir den Vorvertrag auf und sorgen dafür, dass alle vorgeschriebenen Bescheinigungen in der Akte liegen. Danach begleiten wir die Akte gemeinsam mit den Notaren bis zur Unterzeichnung der notariellen Urkunde.',
        },
      ],
    },
  ],
  action: valuationAction,
}

const valuation: ServiceArticle = {
  title: {
    nl: 'Gratis schatting van uw woning',
    fr: 'Estimation gratuite de votre bien',
    en: 'Free valuation of your property',
    de: 'Kostenlose Bewertung Ihrer Immobilie',
  },
  description: {
    nl: 'Wat is uw woning waard? Een BIV-erkende makelaar van Immo Dyle komt langs en bezorgt u binnen vijf werkdagen een schriftelijk verslag, gratis.',
    fr: 'Combien vaut votre bien ? Un agent agréé IPI d’Immo Dyle se déplace et vous remet un rapport écrit dans les cinq jours ouvrables, gratuitement.',
    en: 'What is your home worth? An IPI-licensed Immo Dyle agent visits and sends you a written report within five working days, free of charge.',
    de: 'Was ist Ihre Immobilie wert? Ein beim IPI zugelassener Makler von Immo Dyle kommt vorbei; der schriftliche Bericht folgt binnen fünf Werktagen, kostenlos.',
  },
  lead: {
    nl: 'Of u nu wilt verkopen, verhuren of gewoon wilt weten waar u staat: een goede schatting is het begin van elke vastgoedbeslissing. Bij ons is ze gratis en helemaal vrijblijvend.',
    fr: 'Que vous souhaitiez vendre, louer ou simplement savoir où vous en êtes, une bonne estimation est le point de départ de toute décision immobilière. Chez nous, elle est gratuite et sans aucun engagement.',
    en: 'Whether you want to sell, let or simply know where you stand, a sound valuation is where every property decision begins. With us it is free and entirely without obligation.',
    de: 'Ob Sie verkaufen, vermieten oder einfach wissen möchten, wo Sie stehen: Eine gute Bewertung ist der Ausgangspunkt jeder Immobilienentscheidung. Bei uns ist sie kostenlos und völlig unverbindlich.',
  },
  sections: [
    {
      heading: {
        nl: 'Een schatting op basis van feiten',
        fr: 'Une estimation fondée sur des faits',
        en: 'A valuation based on facts',
        de: 'Eine Bewertung auf Grundlage von Fakten',
      },
      paragraphs: [
        {
          nl: 'Een makelaar bezoekt uw woning en bekijkt ze grondig, van de kelder tot het dak: ligging, staat, energieprestatie, indeling en mogelijkheden. Daarna vergelijken we ze met recente verkopen in uw gemeente, niet met vraagprijzen op de portalen.',
          fr: 'Un agent visite votre bien et l’examine en détail, de la cave au grenier : situation, état, performance énergétique, agencement et potentiel. Nous le comparons ensuite aux ventes récentes dans votre commune, et non aux prix demandés sur les portails.',
          en: 'An agent visits and takes a thorough look at your property, from cellar to roof: location, condition, energy performance, layout and potential. We then compare it with recent sales in your municipality, not with asking prices on the portals.',
          de: 'Ein Makler besichtigt Ihre Immobilie gründlich, vom Keller bis zum Dach: Lage, Zustand, Energieeffizienz, Raumaufteilung und Möglichkeiten. Anschließend vergleichen wir sie mit aktuellen Verkäufen in Ihrer Gemeinde, nicht mit Angebotspreisen auf den Portalen.',
        },
      ],
    },
    {
      heading: {
        nl: 'Hoe het verloopt',
        fr: 'Comment ça se passe',
        en: 'How it works',
        de: 'So läuft es ab',
      },
      paragraphs: [
        {
          nl: 'Na uw aanvraag bellen we u om binnen de week een bezoek in te plannen. Binnen vijf werkdagen ontvangt u een schriftelijk verslag met de geschatte waarde en hoe we daartoe gekomen zijn.',
          fr: 'Après votre demande, nous vous appelons pour planifier une visite dans la semaine. Dans les cinq jours ouvrables, vous recevez un rapport écrit avec la valeur estimée et la manière dont nous l’avons établie.',
          en: 'Once you have sent your request, we call you to arrange a visit within the week. Within five working days you receive a written report giving the estimated value and how we arrived at it.',
          de: 'Nach Ihrer Anfrage rufen wir Sie an, um innerhalb einer Woche einen Besuch zu vereinbaren. Innerhalb von fünf Werktagen erhalten Sie einen schriftlichen Bericht mit dem geschätzten Wert und seiner Herleitung.',
        },
      ],
    },
    {
      heading: {
        nl: 'Zonder verplichting',
        fr: 'Sans engagement',
        en: 'No strings attached',
        de: 'Ohne Verpflichtung',
      },
      paragraphs: [
        {
          nl: 'Voor ons is een schatting een eerste kennismaking met u en uw woning. We rekenen er niets voor aan: u beslist zelf of en wanneer u verkoopt of verhuurt, en met wie. Vertrouwt u ons daarna de verkoop of verhuur toe, dan vormt het verslag de basis voor een realistische vraagprijs.',
          fr: 'Pour nous, l’estimation est une première rencontre avec vous et votre bien. Nous ne la facturons pas : c’est vous qui décidez si et quand vous vendez ou louez, et avec qui. Si vous nous confiez ensuite la vente ou la location, le rapport servira de base pour fixer un prix réaliste.',
          en: 'For us, a valuation is a first chance to get to know you and your property. We do not charge for it: you decide whether and when to sell or let, and who to work with. If you then entrust us with the sale or letting, the report becomes the basis for a realistic asking price.',
          de: 'Für uns ist die Bewertung das erste Kennenlernen von Ihnen und Ihrer Immobilie. Wir berechnen dafür nichts: Sie entscheiden selbst, ob und wann Sie verkaufen oder vermieten und mit wem. Beauftragen Sie uns anschließend mit dem Verkauf oder der Vermietung, dient der Bericht als Grundlage für einen realistischen Angebotspreis.',
        },
      ],
    },
  ],
  // The request itself is the valuation form's page (/contact-demand/), which this article leads to.
  action: {
    path: 'contact-demand',
    label: {
      nl: 'Vraag uw gratis schatting aan',
      fr: 'Demander votre estimation gratuite',
      en: 'Request your free valuation',
      de: 'Ihre kostenlose Bewertung anfragen',
    },
  },
}

const letting: ServiceArticle = {
  title: {
    nl: 'Uw woning verhuren',
    fr: 'Mettre votre bien en location',
    en: 'Letting your property',
    de: 'Ihre Immobilie vermieten',
  },
  description: {
    nl: 'Immo Dyle zoekt de juiste huurder voor uw woning: solvabiliteit en referenties gecontroleerd, huurcontract op maat, plaatsbeschrijving en huurwaarborg geregeld.',
    fr: 'Immo Dyle trouve le bon locataire pour votre bien : solvabilité et références vérifiées, bail sur mesure, état des lieux et garantie locative en ordre.',
    en: 'Immo Dyle finds the right tenant for your property: income and references checked, a tailored lease, inventory and rent guarantee properly arranged.',
    de: 'Immo Dyle findet den passenden Mieter: Zahlungsfähigkeit und Referenzen geprüft, maßgeschneiderter Mietvertrag, Ortsbeschreibung und Mietgarantie geregelt.',
  },
  lead: {
    nl: 'Een goede huurder is de beste garantie op een zorgeloze verhuur. Wij nemen de zoektocht en alle formaliteiten op ons, zodat u er geen omkijken naar hebt.',
    fr: 'Un bon locataire est la meilleure garantie d’une location sereine. Nous prenons en charge la recherche et toutes les formalités, pour que vous n’ayez à vous soucier de rien.',
    en: 'A good tenant is the best guarantee of a worry-free let. We take care of the search and every formality, so you have nothing to worry about.',
    de: 'Ein guter Mieter ist die beste Garantie für eine sorgenfreie Vermietung. Wir übernehmen die Suche und alle Formalitäten, damit Sie sich um nichts kümmern müssen.',
  },
  sections: [
    {
      heading: {
        nl: 'De juiste huurder',
        fr: 'Le bon locataire',
        en: 'The right tenant',
        de: 'Der passende Mieter',
      },
      paragraphs: [
        {
          nl: 'We bepalen samen met u een correcte huurprijs, stellen uw woning voor op de portalen en op onze website en begeleiden de bezoeken. Van elke kandidaat controleren we de solvabiliteit en de referenties, en we stellen u alleen huurders voor die we zelf met vertrouwen zouden kiezen.',
          fr: 'Nous fixons avec vous un loyer correct, présentons votre bien sur les portails et sur notre site et accompagnons les visites. Nous vérifions la solvabilité et les références de chaque candidat, et ne vous proposons que des locataires que nous choisirions nous-mêmes en toute confiance.',
          en: 'Together we set a fair rent; we then present your property on the portals and our website and accompany the viewings. We check every applicant’s income and references, and only put forward tenants we would choose ourselves with confidence.',
          de: 'Gemeinsam mit Ihnen legen wir eine angemessene Miete fest, präsentieren Ihre Immobilie auf den Portalen und auf unserer Website und begleiten die Besichtigungen. Bei jedem Bewerber prüfen wir Zahlungsfähigkeit und Referenzen und schlagen Ihnen nur Mieter vor, die wir selbst mit gutem Gewissen wählen würden.',
        },
      ],
    },
    {
      heading: {
        nl: 'Huurcontract, plaatsbeschrijving en waarborg',
        fr: 'Bail, état des lieux et garantie',
        en: 'Lease, inventory and guarantee',
        de: 'Mietvertrag, Ortsbeschreibung und Mietgarantie',
      },
      paragraphs: [
        {
          nl: 'We stellen een huurovereenkomst op maat op en laten ze registreren, zoals de wet vereist. Bij de intrek laten we een grondige plaatsbeschrijving opmaken, en we zien erop toe dat de huurwaarborg correct wordt gesteld op een geblokkeerde rekening.',
          fr: 'Nous rédigeons un bail adapté à votre situation et le faisons enregistrer, comme la loi l’exige. À l’entrée du locataire, nous faisons établir un état des lieux détaillé et veillons à ce que la garantie locative soit correctement constituée sur un compte bloqué.',
          en: 'We draw up a tailored lease and have it registered, as the law requires. When the tenant moves in, we arrange a thorough inventory of fixtures and make sure the rent guarantee is properly lodged in a blocked account.',
          de: 'Wir erstellen einen maßgeschneiderten Mietvertrag und lassen ihn registrieren, wie es das Gesetz verlangt. Beim Einzug lassen wir eine gründliche Ortsbeschreibung anfertigen und sorgen dafür, dass die Mietgarantie ordnungsgemäß auf einem Sperrkonto hinterlegt wird.',
        },
      ],
    },
    {
      heading: {
        nl: 'En daarna?',
        fr: 'Et ensuite ?',
        en: 'And afterwards?',
        de: 'Und danach?',
      },
      paragraphs: [
        {
          nl: 'Wilt u het dagelijkse beheer zelf doen, dan overhandigen we u een volledig dossier. Geeft u het liever uit handen, dan kunt u ons ook het huurbeheer toevertrouwen: wij innen de huur, volgen herstellingen op en zijn het aanspreekpunt voor uw huurder.',
          fr: 'Vous souhaitez gérer vous-même le quotidien ? Nous vous remettons un dossier complet. Vous préférez déléguer ? Confiez-nous la gestion locative : nous percevons les loyers, suivons les réparations et sommes l’interlocuteur de votre locataire.',
          en: 'If you would like to handle the day-to-day yourself, we hand you a complete file. If you would rather hand it over, you can entrust us with the rental management too: we collect the rent, follow up repairs and act as your tenant’s point of contact.',
          de: 'Möchten Sie die laufende Verwaltung selbst übernehmen, übergeben wir Ihnen eine vollständige Akte. Geben Sie sie lieber ab, können Sie uns auch die Mietverwaltung anvertrauen: Wir ziehen die Miete ein, kümmern uns um Reparaturen und sind Ansprechpartner für Ihren Mieter.',
        },
      ],
    },
  ],
  action: contactAction,
}

const management: ServiceArticle = {
  title: {
    nl: 'Huurbeheer',
    fr: 'Gestion locative',
    en: 'Property management',
    de: 'Mietverwaltung',
  },
  seoTitle: {
    nl: 'Huurbeheer in Waals-Brabant',
    fr: 'Gestion locative en Brabant wallon',
    en: 'Rental property management in Walloon Brabant',
    de: 'Mietverwaltung in Wallonisch-Brabant',
  },
  description: {
    nl: 'Geef het beheer van uw verhuurde woning uit handen: Immo Dyle int de huur, volgt herstellingen op en is het aanspreekpunt van uw huurder.',
    fr: 'Confiez la gestion de votre bien loué à Immo Dyle : nous percevons les loyers, suivons les réparations et sommes l’interlocuteur de votre locataire.',
    en: 'Hand over the management of your let property: Immo Dyle collects the rent, follows up repairs and is your tenant’s point of contact.',
    de: 'Geben Sie die Verwaltung Ihrer vermieteten Immobilie ab: Immo Dyle zieht die Miete ein, kümmert sich um Reparaturen und ist Ansprechpartner Ihres Mieters.',
  },
  lead: {
    nl: 'Verhuren zonder de zorgen van elke dag: wij nemen het beheer van uw huurwoning over, van de maandelijkse huur tot de plaatsbeschrijving bij vertrek.',
    fr: 'Louer sans les soucis du quotidien : nous prenons en charge la gestion de votre bien loué, du loyer mensuel jusqu’à l’état des lieux de sortie.',
    en: 'Letting without the day-to-day worries: we take over the management of your rental property, from the monthly rent to the check-out inventory.',
    de: 'Vermieten ohne die Sorgen des Alltags: Wir übernehmen die Verwaltung Ihrer Mietimmobilie, von der monatlichen Miete bis zur Ortsbeschreibung beim Auszug.',
  },
  sections: [
    {
      heading: {
        nl: 'Huur en kosten',
        fr: 'Loyers et charges',
        en: 'Rent and charges',
        de: 'Miete und Nebenkosten',
      },
      paragraphs: [
        {
          nl: 'Wij innen de huur en de kosten, volgen de betalingen op en sturen tijdig een herinnering als een betaling uitblijft. We passen de huur jaarlijks aan de index aan en bezorgen u een overzicht van alle inkomsten en uitgaven.',
          fr: 'Nous percevons les loyers et les charges, suivons les paiements et envoyons un rappel à temps si un paiement se fait attendre. Nous indexons le loyer chaque année et vous remettons un relevé de toutes les recettes et dépenses.',
          en: 'We collect the rent and charges, keep track of payments and send a timely reminder if one is late. We index the rent every year and give you a statement of all income and expenses.',
          de: 'Wir ziehen Miete und Nebenkosten ein, überwachen die Zahlungen und mahnen rechtzeitig, wenn eine Zahlung ausbleibt. Wir passen die Miete jährlich an den Index an und legen Ihnen eine Aufstellung aller Einnahmen und Ausgaben vor.',
        },
      ],
    },
    {
      heading: {
        nl: 'Herstellingen en onderhoud',
        fr: 'Réparations et entretien',
        en: 'Repairs and maintenance',
        de: 'Reparaturen und Instandhaltung',
      },
      paragraphs: [
        {
          nl: 'Meldt uw huurder een probleem, dan zijn wij zijn aanspreekpunt. We laten herstellingen uitvoeren door vakmensen die we kennen, voor grotere werken na uw akkoord, en volgen ze op tot alles in orde is.',
          fr: 'Si votre locataire signale un problème, c’est nous qu’il contacte. Nous faisons réaliser les réparations par des artisans de confiance, avec votre accord pour les travaux plus importants, et les suivons jusqu’à ce que tout soit en ordre.',
          en: 'When your tenant reports a problem, we are the ones they call. We have repairs carried out by tradespeople we know, with your approval for larger work, and follow them up until everything is sorted.',
          de: 'Meldet Ihr Mieter ein Problem, sind wir sein Ansprechpartner. Wir lassen Reparaturen von bewährten Handwerkern ausführen, bei größeren Arbeiten nach Ihrer Zustimmung, und verfolgen sie, bis alles in Ordnung ist.',
        },
      ],
    },
    {
      heading: {
        nl: 'Bij het einde van de huur',
        fr: 'En fin de bail',
        en: 'When the lease ends',
        de: 'Am Ende des Mietverhältnisses',
      },
      paragraphs: [
        {
          nl: 'We laten een plaatsbeschrijving bij vertrek opmaken, vergelijken ze met die van de intrek en regelen de vrijgave van de huurwaarborg. Intussen zoeken we al een nieuwe huurder, zodat uw woning zo kort mogelijk leeg staat.',
          fr: 'Nous faisons établir l’état des lieux de sortie, le comparons à celui d’entrée et réglons la libération de la garantie locative. Entre-temps, nous cherchons déjà un nouveau locataire, pour que votre bien reste vide le moins longtemps possible.',
          en: 'We arrange the check-out inventory, compare it with the one made at move-in and settle the release of the rent guarantee. Meanwhile we are already looking for a new tenant, so your property stands empty for as short a time as possible.',
          de: 'Wir lassen die Ortsbeschreibung beim Auszug anfertigen, vergleichen sie mit der beim Einzug und regeln die Freigabe der Mietgarantie. Währenddessen suchen wir bereits einen neuen Mieter, damit Ihre Immobilie so kurz wie möglich leer steht.',
        },
      ],
    },
  ],
  action: contactAction,
}

const newBuild: ServiceArticle = {
  title: {
    nl: 'Nieuwbouwprojecten',
    fr: 'Projets neufs',
    en: 'New-build projects',
    de: 'Neubauprojekte',
  },
  // The project list is titled "New-build projects" too; titles are unique within a language (decision 015).
  seoTitle: {
    nl: 'Nieuwbouw verkopen en kopen op plan',
    fr: 'Commercialisation de projets neufs et achat sur plan',
    en: 'Selling new builds and buying off-plan',
    de: 'Neubau vermarkten und nach Plan kaufen',
  },
  description: {
    nl: 'Immo Dyle commercialiseert nieuwbouwappartementen en -woningen voor projectontwikkelaars en begeleidt kopers op plan, van reservatie tot oplevering.',
    fr: 'Immo Dyle commercialise appartements et maisons neufs pour les promoteurs et accompagne les acheteurs sur plan, de la réservation à la réception.',
    en: 'Immo Dyle markets new-build apartments and houses for developers and guides off-plan buyers from reservation to handover.',
    de: 'Immo Dyle vermarktet Neubauwohnungen und -häuser für Projektentwickler und begleitet Käufer nach Plan von der Reservierung bis zur Abnahme.',
  },
  lead: {
    nl: 'Voor projectontwikkelaars zijn we de partner die hun project aan de juiste kopers verkoopt. Voor kopers zijn we de gids die uitlegt hoe kopen op plan werkt.',
    fr: 'Pour les promoteurs, nous sommes le partenaire qui vend leur projet aux bons acquéreurs. Pour les acheteurs, nous sommes le guide qui explique comment se passe un achat sur plan.',
    en: 'For developers, we are the partner who sells their project to the right buyers. For buyers, we are the guide who explains how buying off-plan works.',
    de: 'Für Projektentwickler sind wir der Partner, der ihr Projekt an die richtigen Käufer verkauft. Für Käufer sind wir der Wegweiser, der erklärt, wie der Kauf nach Plan funktioniert.',
  },
  sections: [
    {
      heading: {
        nl: 'Voor projectontwikkelaars',
        fr: 'Pour les promoteurs',
        en: 'For developers',
        de: 'Für Projektentwickler',
      },
      paragraphs: [
        {
          nl: 'Projectontwikkelaars vertrouwen ons de commercialisering van hun appartementen en woningen toe. Wij stellen de prijslijsten mee op, presenteren het project aan kopers en verzorgen de verkoopopvolging tot de oplevering.',
          fr: 'Les promoteurs nous confient la commercialisation de leurs appartements et maisons. Nous participons à l’élaboration des listes de prix, présentons le projet aux acquéreurs et assurons le suivi des ventes jusqu’à la réception.',
          en: 'Developers entrust us with marketing their apartments and houses. We help draw up the price lists, present the project to buyers and manage the sales follow-up right up to handover.',
          de: 'Projektentwickler vertrauen uns die Vermarktung ihrer Wohnungen und Häuser an. Wir erstellen die Preislisten mit, stellen das Projekt Käufern vor und übernehmen die Verkaufsbetreuung bis zur Übergabe.',
        },
        {
          nl: 'Onze projectmanager nieuwbouw volgt elk project op, van de eerste plannen tot de voorlopige oplevering. Als industrieel ingenieur bouwkunde spreekt hij de taal van zowel kopers als aannemers.',
          fr: 'Notre chef de projet neuf suit chaque projet, des premiers plans jusqu’à la réception provisoire. Ingénieur industriel en construction, il parle le langage des acheteurs comme celui des entrepreneurs.',
          en: 'Our new-build project manager oversees every project, from the first plans to the provisional handover. A trained construction engineer, he speaks the language of buyers and contractors alike.',
          de: 'Unser Projektmanager für Neubau betreut jedes Projekt von den ersten Plänen bis zur vorläufigen Abnahme. Als Bauingenieur spricht er die Sprache der Käufer ebenso wie die der Bauunternehmer.',
        },
      ],
    },
    {
      heading: {
        nl: 'Kopen op plan',
        fr: 'Acheter sur plan',
        en: 'Buying off-plan',
        de: 'Kaufen nach Plan',
      },
      paragraphs: [
        {
          nl: 'Koopt u op plan? Dan leggen we u graag uit hoe het werkt, van de reservatie tot de voorlopige en definitieve oplevering.',
          fr: 'Vous achetez sur plan ? Nous vous expliquons volontiers comment cela se passe, de la réservation à la réception provisoire puis définitive.',
          en: 'Buying off-plan? We will gladly explain how it works, from reservation to provisional and final handover.',
          de: 'Sie kaufen nach Plan? Gern erklären wir Ihnen den Ablauf, von der Reservierung bis zur vorläufigen und endgültigen Abnahme.',
        },
        {
          nl: 'De wet-Breyne beschermt u daarbij: u betaalt in schijven naargelang de werken vorderen, en de bouwpromotor moet een voltooiings- of terugbetalingswaarborg stellen.',
          fr: 'La loi Breyne vous protège : vous payez par tranches, au fur et à mesure de l’avancement des travaux, et le promoteur doit fournir une garantie d’achèvement ou de remboursement.',
          en: 'The Breyne Act protects you along the way: you pay in instalments as the work progresses, and the developer must provide a completion or refund guarantee.',
          de: 'Das Breyne-Gesetz schützt Sie dabei: Sie zahlen in Raten nach Baufortschritt, und der Bauträger muss eine Fertigstellungs- oder Rückzahlungsgarantie stellen.',
        },
      ],
    },
  ],
  action: {
    path: 'projects',
    label: {
      nl: 'Bekijk onze nieuwbouwprojecten',
      fr: 'Voir nos projets neufs',
      en: 'See our new-build projects',
      de: 'Unsere Neubauprojekte ansehen',
    },
  },
}

const certificates: ServiceArticle = {
  title: {
    nl: 'Wettelijke attesten',
    fr: 'Certificats légaux',
    en: 'Legal certificates',
    de: 'Gesetzlich vorgeschriebene Bescheinigungen',
  },
  description: {
    nl: 'EPC, elektrische keuring, bodemattest, stedenbouwkundige inlichtingen: Immo Dyle vraagt de verplichte attesten aan voor uw verkoop of verhuur.',
    fr: 'PEB, contrôle électrique, attestation du sol, renseignements urbanistiques : Immo Dyle demande les certificats obligatoires pour votre vente ou location.',
    en: 'EPC, electrical inspection, soil certificate, planning information: Immo Dyle orders the certificates required to sell or let your property.',
    de: 'Energieausweis, Elektroprüfung, Bodenbescheinigung, städtebauliche Auskünfte: Immo Dyle beantragt die Pflichtbescheinigungen für Verkauf oder Vermietung.',
  },
  lead: {
    nl: 'Wie verkoopt of verhuurt, moet een aantal attesten kunnen voorleggen. Wij vragen ze voor u aan en zorgen dat alles klaar is voor de eerste bezoeken.',
    fr: 'Pour vendre ou louer, vous devez pouvoir présenter plusieurs certificats. Nous les demandons pour vous et veillons à ce que tout soit prêt avant les premières visites.',
    en: 'Anyone selling or letting a property must be able to provide a number of certificates. We order them for you and make sure everything is ready before the first viewings.',
    de: 'Wer verkauft oder vermietet, muss eine Reihe von Bescheinigungen vorlegen. Wir beantragen sie für Sie und sorgen dafür, dass vor den ersten Besichtigungen alles bereitliegt.',
  },
  sections: [
    {
      heading: {
        nl: 'Welke attesten?',
        fr: 'Quels certificats ?',
        en: 'Which certificates?',
        de: 'Welche Bescheinigungen?',
      },
      paragraphs: [
        {
          nl: 'Welke attesten nodig zijn, hangt af van het gewest waar uw woning ligt en van wat u ermee doet. Deze komen het vaakst voor:',
          fr: 'Les certificats nécessaires dépendent de la région où se trouve votre bien et de ce que vous en faites. Voici les plus courants :',
          en: 'Which certificates you need depends on the region your property is in and on what you are doing with it. These are the most common:',
          de: 'Welche Bescheinigungen Sie brauchen, hängt von der Region ab, in der Ihre Immobilie liegt, und davon, was Sie mit ihr vorhaben. Die häufigsten sind:',
        },
      ],
      bullets: [
        {
          nl: 'Energieprestatiecertificaat (EPC)',
          fr: 'Certificat de performance énergétique (PEB)',
          en: 'Energy performance certificate (EPC)',
          de: 'Energieausweis (EPC)',
        },
        {
          nl: 'Keuring van de elektrische installatie',
          fr: 'Contrôle de l’installation électrique',
          en: 'Electrical installation inspection',
          de: 'Prüfung der Elektroinstallation',
        },
        {
          nl: 'Bodemattest',
          fr: 'Attestation du sol',
          en: 'Soil certificate',
          de: 'Bodenbescheinigung',
        },
        {
          nl: 'Asbestattest voor gebouwen van vóór 2001 in Vlaanderen',
          fr: 'Attestation amiante pour les bâtiments d’avant 2001 en Flandre',
          en: 'Asbestos certificate for buildings from before 2001 in Flanders',
          de: 'Asbestbescheinigung für Gebäude aus der Zeit vor 2001 in Flandern',
        },
        {
          nl: 'Stedenbouwkundige inlichtingen',
          fr: 'Renseignements urbanistiques',
          en: 'Urban planning information',
          de: 'Städtebauliche Auskünfte',
        },
        {
          nl: 'Informatie over het overstromingsrisico',
          fr: 'Informations sur le risque d’inondation',
          en: 'Flood-risk information',
          de: 'Informationen zum Hochwasserrisiko',
        },
      ],
    },
    {
      heading: {
        nl: 'Waarom op tijd?',
        fr: 'Pourquoi s’y prendre à temps ?',
        en: 'Why in good time?',
        de: 'Warum rechtzeitig?',
      },
      paragraphs: [
        {
          nl: 'Het EPC moet al in de advertentie vermeld staan, en sommige attesten vragen enkele weken. Een dossier dat van bij de start volledig is, voorkomt vertraging bij het compromis en verrassingen bij de notaris.',
          fr: 'Le certificat PEB doit déjà figurer dans l’annonce, et certains certificats demandent plusieurs semaines. Un dossier complet dès le départ évite les retards au compromis et les surprises chez le notaire.',
          en: 'The EPC must already appear in the listing, and some certificates take several weeks. A file that is complete from the start avoids delays at the sale agreement and surprises at the notary.',
          de: 'Der Energieausweis muss bereits in der Anzeige stehen, und manche Bescheinigungen brauchen einige Wochen. Eine von Anfang an vollständige Akte vermeidet Verzögerungen beim Vorvertrag und Überraschungen beim Notar.',
        },
      ],
    },
  ],
  action: contactAction,
}

const ownerPortal: ServiceArticle = {
  title: {
    nl: 'Het eigenaarsportaal',
    fr: 'Le portail propriétaire',
    en: 'The owner portal',
    de: 'Das Eigentümerportal',
  },
  description: {
    nl: 'Volg de commercialisering van uw woning online in het eigenaarsportaal van Immo Dyle: bezoeken, feedback van kandidaten, statistieken en documenten.',
    fr: 'Suivez en ligne la commercialisation de votre bien dans le portail propriétaire d’Immo Dyle : visites, retours des candidats, statistiques et documents.',
    en: 'Follow the marketing of your property online in the Immo Dyle owner portal: viewings, feedback, statistics and documents.',
    de: 'Verfolgen Sie die Vermarktung Ihrer Immobilie online im Eigentümerportal von Immo Dyle: Besichtigungen, Rückmeldungen, Statistiken und Unterlagen.',
  },
  lead: {
    nl: 'Als verkoper volgt u de commercialisering van uw woning online via ons eigenaarsportaal: het aantal bezoeken en de feedback van kandidaten, de statistieken van uw advertentie op de portalen en alle documenten van uw dossier.',
    fr: 'En tant que vendeur, vous suivez la commercialisation de votre bien en ligne grâce à notre portail propriétaire : les visites et les retours des candidats, les statistiques de votre annonce sur les portails et tous les documents de votre dossier.',
    en: 'As a seller, you can follow the marketing of your property online through our owner portal: viewings and feedback from prospective buyers, your listing’s statistics on the portals and all the documents in your file.',
    de: 'Als Verkäufer verfolgen Sie die Vermarktung Ihrer Immobilie online in unserem Eigentümerportal: Besichtigungen und Rückmeldungen der Interessenten, die Statistiken Ihrer Anzeige auf den Portalen und alle Unterlagen Ihrer Akte.',
  },
  sections: [
    {
      heading: {
        nl: 'Alles op één plek',
        fr: 'Tout au même endroit',
        en: 'Everything in one place',
        de: 'Alles an einem Ort',
      },
      paragraphs: [
        {
          nl: 'U ziet de geplande en afgelegde bezoeken, de statistieken van uw advertentie en de historiek van alle acties die we voor uw woning ondernemen. De documenten van uw dossier downloadt u wanneer het u past.',
          fr: 'Vous y voyez les visites planifiées et effectuées, les statistiques de votre annonce et l’historique de toutes les démarches entreprises pour votre bien. Vous téléchargez les documents de votre dossier quand cela vous convient.',
          en: 'You can see scheduled and completed viewings, your listing’s statistics and a history of every step we take for your property, and download the documents in your file whenever it suits you.',
          de: 'Sie sehen geplante und durchgeführte Besichtigungen, die Statistiken Ihrer Anzeige und den Verlauf aller Schritte, die wir für Ihre Immobilie unternehmen. Die Unterlagen Ihrer Akte laden Sie herunter, wann es Ihnen passt.',
        },
      ],
    },
    {
      heading: {
        nl: 'Toegang krijgen',
        fr: 'Obtenir un accès',
        en: 'Getting access',
        de: 'Zugang erhalten',
      },
      paragraphs: [
        {
          nl: 'Uw makelaar stuurt u een uitnodiging per e-mail, waarmee u uw account activeert en een wachtwoord kiest. Het portaal is persoonlijk en beveiligd: alleen u en Immo Dyle zien de gegevens over uw woning.',
          fr: 'Votre agent vous envoie une invitation par e-mail, qui vous permet d’activer votre compte et de choisir un mot de passe. Le portail est personnel et sécurisé : seuls vous et Immo Dyle voyez les données relatives à votre bien.',
          en: 'Your agent sends you an invitation by e-mail so you can activate your account and choose a password. The portal is personal and secure: only you and Immo Dyle can see the information about your property.',
          de: 'Ihr Makler schickt Ihnen eine Einladung per E-Mail, mit der Sie Ihr Konto aktivieren und ein Passwort festlegen. Das Portal ist persönlich und gesichert: Nur Sie und Immo Dyle sehen die Angaben zu Ihrer Immobilie.',
        },
      ],
    },
  ],
  action: {
    path: 'login',
    label: {
      nl: 'Naar het eigenaarsportaal',
      fr: 'Accéder au portail',
      en: 'Go to the owner portal',
      de: 'Zum Eigentümerportal',
    },
  },
}

/**
 * The service articles' texts by id (slugs in service-article-slugs.ts). They cover what the single
 * services page held in sections before decision 012, plus the valuation and property management.
 */
export const SERVICE_ARTICLES: Record<ServiceArticleId, ServiceArticle> = {
  selling,
  valuation,
  letting,
  management,
  'new-build': newBuild,
  certificates,
  'owner-portal': ownerPortal,
}
