import type { ContentPage } from './content-types.ts'
import type { PageKey } from './page-keys.ts'
import { cookiePolicy, disclaimer, privacy } from './legal-pages.ts'

const services: ContentPage = {
  title: {
    nl: 'Onze diensten',
    fr: 'Nos services',
    en: 'Our services',
    de: 'Unsere Leistungen',
  },
  description: {
    nl: 'Verkoop, verhuur, beheer en nieuwbouwprojecten: Immo Dyle in Waver begeleidt u van schatting tot notariële akte.',
    fr: 'Vente, location, gestion et projets neufs : Immo Dyle à Wavre vous accompagne de l’estimation jusqu’à l’acte notarié.',
    en: 'Sales, lettings, property management and new-build projects: Immo Dyle in Wavre guides you from valuation to notary deed.',
    de: 'Verkauf, Vermietung, Verwaltung und Neubauprojekte: Immo Dyle in Wavre begleitet Sie von der Bewertung bis zur Notarurkunde.',
  },
  lead: {
    nl: 'Sinds 1998 verkopen en verhuren we woningen in Waals-Brabant, en ook in Vlaams-Brabant en Brussel. Onze BIV-erkende vastgoedmakelaars nemen het hele traject voor hun rekening, zodat u met een gerust hart kunt verkopen of verhuren.',
    fr: 'Depuis 1998, nous vendons et louons des biens dans le Brabant wallon, ainsi qu’en Brabant flamand et à Bruxelles. Nos agents immobiliers agréés IPI prennent en charge tout le parcours, pour que vous puissiez vendre ou louer en toute sérénité.',
    en: 'Since 1998 we have been selling and letting homes in Walloon Brabant, as well as in Flemish Brabant and Brussels. Our IPI-licensed estate agents handle the whole process, so you can sell or let with complete peace of mind.',
    de: 'Seit 1998 verkaufen und vermieten wir Immobilien in Wallonisch-Brabant sowie in Flämisch-Brabant und Brüssel. Unsere beim IPI zugelassenen Immobilienmakler übernehmen den gesamten Ablauf, damit Sie entspannt verkaufen oder vermieten können.',
  },
  // The services themselves are articles of their own (service-articles.ts), listed under this text.
  sections: [],
}

const contact: ContentPage = {
  title: {
    nl: 'Contact',
    fr: 'Contact',
    en: 'Contact',
    de: 'Kontakt',
  },
  description: {
    nl: 'Contacteer Immo Dyle in Waver: Place de l’Hôtel de Ville 12, {phone} of {email}. Open van maandag tot zaterdag.',
    fr: 'Contactez Immo Dyle à Wavre : Place de l’Hôtel de Ville 12, {phone} ou {email}. Ouvert du lundi au samedi.',
    en: 'Contact Immo Dyle in Wavre: Place de l’Hôtel de Ville 12, {phone} or {email}. Open Monday to Saturday.',
    de: 'Kontaktieren Sie Immo Dyle in Wavre: Place de l’Hôtel de Ville 12, {phone} oder {email}. Montag bis Samstag geöffnet.',
  },
  lead: {
    nl: 'Een vraag over een woning, een schatting of uw huurcontract? Kom langs op ons kantoor, bel ons of stuur een e-mail. We helpen u graag verder, in het Nederlands, Frans, Engels of Duits.',
    fr: 'Une question sur un bien, une estimation ou votre bail ? Passez à notre agence, appelez-nous ou envoyez-nous un e-mail. Nous vous aidons volontiers, en français, en néerlandais, en anglais ou en allemand.',
    en: 'A question about a property, a valuation or your lease? Drop by our office, give us a call or send us an e-mail. We will be happy to help, in English, French, Dutch or German.',
    de: 'Eine Frage zu einer Immobilie, einer Bewertung oder Ihrem Mietvertrag? Besuchen Sie unser Büro, rufen Sie uns an oder schreiben Sie uns eine E-Mail. Wir helfen Ihnen gern weiter, auf Deutsch, Französisch, Niederländisch oder Englisch.',
  },
  sections: [
    {
      heading: {
        nl: 'Ons kantoor bezoeken',
        fr: 'Nous rendre visite',
        en: 'Visiting our office',
        de: 'Unser Büro besuchen',
      },
      paragraphs: [
        {
          nl: 'U vindt ons op de Place de l’Hôtel de Ville 12 in 1300 Waver, in het centrum van de stad. We zijn open van maandag tot vrijdag van 9.00 tot 18.00 uur en op zaterdag van 10.00 tot 13.00 uur.',
          fr: 'Vous nous trouverez Place de l’Hôtel de Ville 12 à 1300 Wavre, en plein centre-ville. Nous sommes ouverts du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 13 h.',
          en: 'You will find us at Place de l’Hôtel de Ville 12, 1300 Wavre, in the town centre. We are open Monday to Friday from 9 am to 6 pm and on Saturday from 10 am to 1 pm.',
          de: 'Sie finden uns an der Place de l’Hôtel de Ville 12 in 1300 Wavre, mitten im Stadtzentrum. Wir sind montags bis freitags von 9 bis 18 Uhr und samstags von 10 bis 13 Uhr für Sie da.',
        },
        {
          nl: 'U kunt parkeren op het plein voor ons kantoor. Past geen van deze uren in uw agenda? Maak dan een afspraak: we ontvangen u ook ’s avonds of op een ander moment dat u beter uitkomt.',
          fr: 'Vous pouvez vous garer sur la place, devant l’agence. Aucun de ces horaires ne vous convient ? Prenez rendez-vous : nous pouvons aussi vous recevoir en soirée ou à un autre moment qui vous arrange.',
          en: 'You can park on the square in front of our office. If none of these times suit you, just book an appointment: we can also see you in the evening or at another time that works better for you.',
          de: 'Parkplätze finden Sie auf dem Platz direkt vor unserem Büro. Passen Ihnen diese Zeiten nicht? Vereinbaren Sie einen Termin: Wir empfangen Sie auch abends oder zu einem anderen Zeitpunkt, der Ihnen besser passt.',
        },
      ],
    },
    {
      heading: {
        nl: 'Telefonisch of per e-mail',
        fr: 'Par téléphone ou par e-mail',
        en: 'By phone or e-mail',
        de: 'Telefonisch oder per E-Mail',
      },
      paragraphs: [
        {
          nl: 'Bel ons op {phone} tijdens de openingsuren of mail naar {email}. We beantwoorden elk bericht binnen één werkdag.',
          fr: 'Appelez-nous au {phone} pendant les heures d’ouverture ou écrivez à {email}. Nous répondons à chaque message dans un délai d’un jour ouvrable.',
          en: 'Call us on {phone} during opening hours or e-mail {email}. We reply to every message within one working day.',
          de: 'Rufen Sie uns während der Öffnungszeiten unter {phone} an oder schreiben Sie an {email}. Wir beantworten jede Nachricht innerhalb eines Werktags.',
        },
      ],
    },
    {
      heading: {
        nl: 'Uw woning verkopen of verhuren',
        fr: 'Vendre ou louer votre bien',
        en: 'Selling or letting your property',
        de: 'Ihre Immobilie verkaufen oder vermieten',
      },
      paragraphs: [
        {
          nl: 'Overweegt u te verkopen of te verhuren? Vraag een gratis schatting aan. Een van onze makelaars komt langs en bespreekt met u de waarde van uw woning en de beste aanpak, zonder enige verplichting.',
          fr: 'Vous envisagez de vendre ou de louer ? Demandez une estimation gratuite. L’un de nos agents passe chez vous pour évaluer votre bien et discuter de la meilleure stratégie, sans aucun engagement.',
          en: 'Thinking of selling or letting? Request a free valuation. One of our agents will visit to discuss what your property is worth and the best way forward, with no obligation whatsoever.',
          de: 'Sie denken über einen Verkauf oder eine Vermietung nach? Fordern Sie eine kostenlose Bewertung an. Einer unserer Makler besucht Sie und bespricht mit Ihnen den Wert Ihrer Immobilie und das beste Vorgehen, völlig unverbindlich.',
        },
      ],
    },
    {
      heading: {
        nl: 'Huurders en verhuurders',
        fr: 'Locataires et propriétaires bailleurs',
        en: 'Tenants and landlords',
        de: 'Mieter und Vermieter',
      },
      paragraphs: [
        {
          nl: 'Hebt u een vraag over een lopende huurovereenkomst, zoals een herstelling, de indexering van de huur of het einde van de huur? Vermeld het adres van de woning in uw bericht, dan bezorgen we het meteen aan de beheerder van uw dossier.',
          fr: 'Vous avez une question sur un bail en cours, par exemple une réparation, l’indexation du loyer ou la fin du bail ? Indiquez l’adresse du bien dans votre message : nous le transmettrons directement au gestionnaire de votre dossier.',
          en: 'Do you have a question about a current lease, such as a repair, the rent indexation or the end of the tenancy? Include the property’s address in your message and we will pass it straight on to the person managing your file.',
          de: 'Sie haben eine Frage zu einem laufenden Mietvertrag, etwa zu einer Reparatur, zur Indexierung der Miete oder zum Ende des Mietverhältnisses? Geben Sie in Ihrer Nachricht die Adresse der Immobilie an, dann leiten wir sie direkt an den zuständigen Verwalter weiter.',
        },
      ],
    },
  ],
}

const freeValuation: ContentPage = {
  title: {
    nl: 'Gratis schatting',
    fr: 'Estimation gratuite',
    en: 'Free valuation',
    de: 'Kostenlose Bewertung',
  },
  description: {
    nl: 'Vraag een gratis en vrijblijvende schatting van uw woning aan bij Immo Dyle. Een erkend makelaar komt langs; u krijgt een schriftelijk verslag.',
    fr: 'Demandez une estimation gratuite et sans engagement de votre bien chez Immo Dyle. Un agent agréé se déplace et vous remet un rapport écrit.',
    en: 'Request a free, no-obligation valuation of your property from Immo Dyle. A licensed agent visits and you receive a written report.',
    de: 'Kostenlose, unverbindliche Bewertung Ihrer Immobilie durch Immo Dyle: Ein zugelassener Makler kommt vorbei, Sie erhalten einen schriftlichen Bericht.',
  },
  lead: {
    nl: 'Hoeveel is uw woning vandaag waard? Onze BIV-erkende makelaars kennen de markt in Waals-Brabant, Vlaams-Brabant en Brussel door en door. Ze maken een onderbouwde schatting, gratis en zonder verplichting.',
    fr: 'Combien vaut votre bien aujourd’hui ? Nos agents agréés IPI connaissent parfaitement le marché du Brabant wallon, du Brabant flamand et de Bruxelles. Ils réalisent une estimation argumentée, gratuitement et sans engagement.',
    en: 'What is your property worth today? Our IPI-licensed agents know the market in Walloon Brabant, Flemish Brabant and Brussels inside out. They will prepare a well-founded valuation, free of charge and with no obligation.',
    de: 'Was ist Ihre Immobilie heute wert? Unsere beim IPI zugelassenen Makler kennen den Markt in Wallonisch-Brabant, Flämisch-Brabant und Brüssel bestens. Sie erstellen eine fundierte Bewertung, kostenlos und unverbindlich.',
  },
  sections: [
    {
      heading: {
        nl: 'Hoe gaat het in zijn werk?',
        fr: 'Comment ça se passe ?',
        en: 'How it works',
        de: 'So funktioniert es',
      },
      paragraphs: [
        {
          nl: 'Na uw aanvraag verloopt de schatting in vier eenvoudige stappen.',
          fr: 'Après votre demande, l’estimation se déroule en quatre étapes simples.',
          en: 'Once you have sent your request, the valuation takes place in four simple steps.',
          de: 'Nach Ihrer Anfrage erfolgt die Bewertung in vier einfachen Schritten.',
        },
      ],
      bullets: [
        {
          nl: 'We bellen u op om binnen de week een bezoek in te plannen.',
          fr: 'Nous vous appelons pour planifier une visite dans la semaine.',
          en: 'We call you to arrange a visit within the week.',
          de: 'Wir rufen Sie an, um innerhalb einer Woche einen Besichtigungstermin zu vereinbaren.',
        },
        {
          nl: 'Een makelaar bezoekt uw woning en bekijkt ze grondig, van de kelder tot het dak.',
          fr: 'Un agent visite votre bien et l’examine en détail, de la cave au grenier.',
          en: 'An agent visits and takes a thorough look at your property, from cellar to roof.',
          de: 'Ein Makler besichtigt Ihre Immobilie gründlich, vom Keller bis zum Dach.',
        },
        {
          nl: 'We vergelijken uw woning met recente verkopen in uw gemeente.',
          fr: 'Nous comparons votre bien aux ventes récentes dans votre commune.',
          en: 'We compare your property with recent sales in your municipality.',
          de: 'Wir vergleichen Ihre Immobilie mit aktuellen Verkäufen in Ihrer Gemeinde.',
        },
        {
          nl: 'Binnen vijf werkdagen ontvangt u een schriftelijk verslag.',
          fr: 'Vous recevez un rapport écrit dans les cinq jours ouvrables.',
          en: 'You receive a written report within five working days.',
          de: 'Innerhalb von fünf Werktagen erhalten Sie einen schriftlichen Bericht.',
        },
      ],
    },
    {
      heading: {
        nl: 'Wat legt u best klaar?',
        fr: 'Que préparer ?',
        en: 'What to prepare',
        de: 'Was Sie bereitlegen sollten',
      },
      paragraphs: [
        {
          nl: 'Hoe meer informatie we hebben, hoe nauwkeuriger de schatting. Houd deze documenten bij de hand tijdens het bezoek, voor zover u ze hebt.',
          fr: 'Plus nous disposons d’informations, plus l’estimation est précise. Dans la mesure du possible, gardez ces documents à portée de main lors de la visite.',
          en: 'The more information we have, the more accurate the valuation. Where you have them, please keep these documents to hand during the visit.',
          de: 'Je mehr Informationen uns vorliegen, desto genauer die Bewertung. Halten Sie, soweit vorhanden, diese Unterlagen beim Besuch bereit.',
        },
      ],
      bullets: [
        {
          nl: 'De eigendomsakte',
          fr: 'Le titre de propriété',
          en: 'The title deed',
          de: 'Die Eigentumsurkunde',
        },
        {
          nl: 'Het energieprestatiecertificaat (EPC)',
          fr: 'Le certificat PEB',
          en: 'The energy performance certificate (EPC)',
          de: 'Den Energieausweis (EPC)',
        },
        {
          nl: 'De plannen van de woning',
          fr: 'Les plans du bien',
          en: 'The floor plans',
          de: 'Die Grundrisse der Immobilie',
        },
        {
          nl: 'Het kadastraal inkomen',
          fr: 'Le revenu cadastral',
          en: 'The cadastral income',
          de: 'Das Katastereinkommen',
        },
        {
          nl: 'Een overzicht van recente werken, zoals een nieuw dak, nieuwe ramen of een nieuwe verwarmingsketel',
          fr: 'Un aperçu des travaux récents, comme une nouvelle toiture, de nouveaux châssis ou une nouvelle chaudière',
          en: 'An overview of recent works, such as a new roof, new windows or a new boiler',
          de: 'Eine Übersicht über kürzlich durchgeführte Arbeiten, etwa ein neues Dach, neue Fenster oder einen neuen Heizkessel',
        },
      ],
    },
    {
      heading: {
        nl: 'Waarom gratis en vrijblijvend?',
        fr: 'Pourquoi gratuite et sans engagement ?',
        en: 'Why is it free and without obligation?',
        de: 'Warum kostenlos und unverbindlich?',
      },
      paragraphs: [
        {
          nl: 'Een schatting is voor ons de eerste kennismaking met u en uw woning. We rekenen er niets voor aan: u beslist zelf of en wanneer u verkoopt of verhuurt, en met wie.',
          fr: 'Pour nous, l’estimation est une première rencontre avec vous et votre bien. Nous ne la facturons pas : c’est vous qui décidez si et quand vous vendez ou louez, et avec qui.',
          en: 'For us, a valuation is a first chance to get to know you and your property. We do not charge for it: you decide whether and when to sell or let, and who to work with.',
          de: 'Für uns ist die Bewertung das erste Kennenlernen von Ihnen und Ihrer Immobilie. Wir berechnen dafür nichts: Sie entscheiden selbst, ob und wann Sie verkaufen oder vermieten und mit wem.',
        },
        {
          nl: 'Vertrouwt u ons daarna de verkoop of verhuur toe, dan vormt het verslag de basis voor een realistische vraagprijs.',
          fr: 'Si vous nous confiez ensuite la vente ou la location, le rapport servira de base pour fixer un prix réaliste.',
          en: 'If you then entrust us with the sale or letting, the report becomes the basis for a realistic asking price.',
          de: 'Beauftragen Sie uns anschließend mit dem Verkauf oder der Vermietung, dient der Bericht als Grundlage für einen realistischen Angebotspreis.',
        },
      ],
    },
  ],
}

const login: ContentPage = {
  title: {
    nl: 'Eigenaarslogin',
    fr: 'Connexion du propriétaire',
    en: 'Owner login',
    de: 'Eigentümer-Login',
  },
  description: {
    nl: 'Meld u aan op het eigenaarsportaal van Immo Dyle en volg de bezoeken, statistieken en documenten van uw woning online.',
    fr: 'Connectez-vous au portail propriétaire d’Immo Dyle et suivez en ligne les visites, statistiques et documents de votre bien.',
    en: 'Log in to the Immo Dyle owner portal and follow your property’s viewings, statistics and documents online.',
    de: 'Melden Sie sich im Eigentümerportal von Immo Dyle an und verfolgen Sie Besichtigungen, Statistiken und Unterlagen Ihrer Immobilie online.',
  },
  lead: {
    nl: 'Via het eigenaarsportaal volgt u de commercialisering van uw woning online: de geplande en afgelegde bezoeken, de statistieken van uw advertentie, de historiek van alle acties en de documenten van uw dossier.',
    fr: 'Le portail propriétaire vous permet de suivre en ligne la commercialisation de votre bien : les visites planifiées et effectuées, les statistiques de votre annonce, l’historique de toutes les démarches et les documents de votre dossier.',
    en: 'The owner portal lets you follow the marketing of your property online: scheduled and completed viewings, your listing’s statistics, a history of every step taken and the documents in your file.',
    de: 'Im Eigentümerportal verfolgen Sie die Vermarktung Ihrer Immobilie online: geplante und durchgeführte Besichtigungen, die Statistiken Ihrer Anzeige, den Verlauf aller Schritte und die Unterlagen Ihrer Akte.',
  },
  sections: [
    {
      heading: {
        nl: 'Nog geen toegang?',
        fr: 'Pas encore d’accès ?',
        en: 'No access yet?',
        de: 'Noch keinen Zugang?',
      },
      paragraphs: [
        {
          nl: 'Vraag het aan uw makelaar. Hij of zij stuurt u een uitnodiging per e-mail, waarmee u uw account activeert en een wachtwoord kiest.',
          fr: 'Demandez-le à votre agent. Il vous enverra une invitation par e-mail, qui vous permettra d’activer votre compte et de choisir un mot de passe.',
          en: 'Just ask your agent. They will send you an invitation by e-mail so you can activate your account and choose a password.',
          de: 'Fragen Sie Ihren Makler. Er schickt Ihnen eine Einladung per E-Mail, mit der Sie Ihr Konto aktivieren und ein Passwort festlegen.',
        },
      ],
    },
    {
      heading: {
        nl: 'Uw gegevens blijven privé',
        fr: 'Vos données restent privées',
        en: 'Your data stays private',
        de: 'Ihre Daten bleiben privat',
      },
      paragraphs: [
        {
          nl: 'Het portaal is persoonlijk en beveiligd. Alleen u en Immo Dyle zien de gegevens over uw woning, de bezoeken en uw documenten.',
          fr: 'Le portail est personnel et sécurisé. Seuls vous et Immo Dyle voyez les données relatives à votre bien, aux visites et à vos documents.',
          en: 'The portal is personal and secure. Only you and Immo Dyle can see the information about your property, its viewings and your documents.',
          de: 'Das Portal ist persönlich und gesichert. Nur Sie und Immo Dyle sehen die Angaben zu Ihrer Immobilie, den Besichtigungen und Ihren Unterlagen.',
        },
      ],
    },
  ],
}

const searchRequest: ContentPage = {
  title: {
    nl: 'Ik zoek een woning',
    fr: 'Je recherche un bien',
    en: 'I am looking for a property',
    de: 'Ich suche eine Immobilie',
  },
  description: {
    nl: 'Vertel Immo Dyle welke woning u zoekt: type, gemeente en budget. We zoeken mee, ook in ons aanbod dat nog niet online staat.',
    fr: 'Dites à Immo Dyle quel bien vous recherchez : type, commune et budget. Nous cherchons avec vous, y compris parmi les biens pas encore en ligne.',
    en: 'Tell Immo Dyle what property you are looking for: type, town and budget. We search with you, including properties not yet online.',
    de: 'Sagen Sie Immo Dyle, welche Immobilie Sie suchen: Art, Gemeinde und Budget. Wir suchen mit, auch unter Objekten, die noch nicht online sind.',
  },
  lead: {
    nl: 'Niet gevonden wat u zoekt? Beschrijf uw droomwoning. Veel woningen verkopen we voor ze online komen: zo bent u als eerste op de hoogte.',
    fr: 'Vous n’avez pas trouvé votre bonheur ? Décrivez le bien de vos rêves. Nous vendons beaucoup de biens avant leur mise en ligne : vous serez le premier informé.',
    en: 'Not found what you are looking for? Describe your ideal home. We sell many properties before they go online, so you will be the first to know.',
    de: 'Nicht das Richtige gefunden? Beschreiben Sie Ihre Wunschimmobilie. Viele Objekte verkaufen wir, bevor sie online gehen: So erfahren Sie es als Erster.',
  },
  sections: [
    {
      heading: {
        nl: 'Wat gebeurt er met uw vraag?',
        fr: 'Que devient votre demande ?',
        en: 'What happens next?',
        de: 'Wie geht es weiter?',
      },
      paragraphs: [
        {
          nl: 'Een makelaar belt u om uw wensen te overlopen en stelt u de woningen voor die passen, ook die nog niet op de website staan.',
          fr: 'Un agent vous appelle pour passer vos souhaits en revue et vous propose les biens qui correspondent, y compris ceux qui ne sont pas encore sur le site.',
          en: 'An agent calls you to go over your wishes and suggests the properties that match, including those not yet on the website.',
          de: 'Ein Makler ruft Sie an, um Ihre Wünsche durchzugehen, und stellt Ihnen passende Objekte vor, auch solche, die noch nicht auf der Website stehen.',
        },
      ],
    },
  ],
}

const searchAlert: ContentPage = {
  title: {
    nl: 'Zoekopdracht',
    fr: 'Alerte immo',
    en: 'Search alert',
    de: 'Suchauftrag',
  },
  description: {
    nl: 'Ontvang als eerste per e-mail de nieuwe woningen van Immo Dyle die aan uw zoekcriteria voldoen.',
    fr: 'Recevez en premier par e-mail les nouveaux biens d’Immo Dyle qui correspondent à vos critères.',
    en: 'Be the first to receive Immo Dyle’s new properties that match your criteria, by e-mail.',
    de: 'Erhalten Sie als Erster per E-Mail die neuen Immobilien von Immo Dyle, die Ihren Kriterien entsprechen.',
  },
  lead: {
    nl: 'Geef aan wat u zoekt: zodra een woning die aan uw criteria voldoet in ons aanbod komt, krijgt u ze per e-mail, vaak nog voor ze online staat.',
    fr: 'Indiquez ce que vous recherchez : dès qu’un bien correspondant entre dans notre offre, vous le recevez par e-mail, souvent avant sa mise en ligne.',
    en: 'Tell us what you are looking for: as soon as a matching property joins our listings, you receive it by e-mail, often before it goes online.',
    de: 'Sagen Sie uns, was Sie suchen: Sobald eine passende Immobilie in unser Angebot kommt, erhalten Sie sie per E-Mail, oft noch bevor sie online ist.',
  },
  sections: [
    {
      heading: {
        nl: 'Uw zoekopdracht stoppen',
        fr: 'Arrêter votre alerte',
        en: 'Stopping your alert',
        de: 'Ihren Suchauftrag beenden',
      },
      paragraphs: [
        {
          nl: 'Wilt u uw zoekopdracht wijzigen of stoppen? Bel of mail ons, dan passen we ze meteen aan.',
          fr: 'Vous souhaitez modifier ou arrêter votre alerte ? Appelez-nous ou écrivez-nous, nous l’adaptons aussitôt.',
          en: 'Would you like to change or stop your alert? Call or e-mail us and we will adjust it straight away.',
          de: 'Möchten Sie Ihren Suchauftrag ändern oder beenden? Rufen Sie uns an oder schreiben Sie uns, wir passen ihn sofort an.',
        },
      ],
    },
  ],
}

const newsletter: ContentPage = {
  title: {
    nl: 'Nieuwsbrief',
    fr: 'Newsletter',
    en: 'Newsletter',
    de: 'Newsletter',
  },
  description: {
    nl: 'Schrijf u in op de nieuwsbrief van Immo Dyle: nieuwe woningen, nieuwbouwprojecten en marktnieuws in Waals-Brabant, één keer per maand.',
    fr: 'Inscrivez-vous à la newsletter d’Immo Dyle : nouveaux biens, projets neufs et actualité du marché en Brabant wallon, une fois par mois.',
    en: 'Sign up for the Immo Dyle newsletter: new properties, new-build projects and market news in Walloon Brabant, once a month.',
    de: 'Abonnieren Sie den Newsletter von Immo Dyle: neue Immobilien, Neubauprojekte und Marktneuigkeiten in Wallonisch-Brabant, einmal im Monat.',
  },
  lead: {
    nl: 'Eén keer per maand: onze nieuwe woningen, de nieuwbouwprojecten en wat er beweegt op de vastgoedmarkt. Stoppen kan wanneer u wilt: één mailtje volstaat.',
    fr: 'Une fois par mois : nos nouveaux biens, les projets neufs et l’actualité du marché immobilier. Vous arrêtez quand vous voulez : un simple e-mail suffit.',
    en: 'Once a month: our new properties, new-build projects and what is moving in the property market. Stop whenever you like: one e-mail to us is enough.',
    de: 'Einmal im Monat: unsere neuen Immobilien, Neubauprojekte und was sich auf dem Immobilienmarkt tut. Abbestellen jederzeit: eine kurze E-Mail genügt.',
  },
  sections: [],
}

export const PAGES: Record<PageKey, ContentPage> = {
  services,
  disclaimer,
  privacy,
  cookiePolicy,
  contact,
  freeValuation,
  searchRequest,
  searchAlert,
  newsletter,
  login,
}
