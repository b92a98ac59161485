import type { ContentPage } from './content-types.ts'

// Legal pages of the site: disclaimer, privacy statement and cookie policy, in nl, fr, en and de.

export const disclaimer: ContentPage = {
  title: {
    nl: 'Disclaimer',
    fr: 'Avertissement',
    en: 'Disclaimer',
    de: 'Haftungsausschluss',
  },
  description: {
    nl: 'Disclaimer van Immo Dyle: indicatieve informatie over panden, intellectuele eigendom, externe links en toepasselijk recht.',
    fr: 'Avertissement d’Immo Dyle : informations indicatives sur les biens, propriété intellectuelle, liens externes et droit applicable.',
    en: 'Immo Dyle disclaimer: indicative property information, intellectual property, external links and applicable law.',
    de: 'Haftungsausschluss von Immo Dyle: unverbindliche Immobilienangaben, geistiges Eigentum, externe Links und anwendbares Recht.',
  },
  lead: {
    nl: 'Deze website wordt uitgebaat door Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Waver, België (btw BE 0712.345.678, BIV-erkenning 512.345). Wij staan onder toezicht van het Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel.',
    fr: 'Ce site est exploité par Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre, Belgique (TVA BE 0712.345.678, agréation IPI 512.345). Nous sommes soumis au contrôle de l’Institut professionnel des agents immobiliers (IPI), rue de Luxembourg 16B, 1000 Bruxelles.',
    en: 'This website is operated by Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre, Belgium (VAT BE 0712.345.678, IPI/BIV licence 512.345). We are supervised by the Professional Institute of Real Estate Agents (IPI/BIV), rue de Luxembourg 16B, 1000 Brussels.',
    de: 'Diese Website wird von der Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre, Belgien, betrieben (MwSt. BE 0712.345.678, BIV/IPI-Zulassung 512.345). Wir unterliegen der Aufsicht des Berufsinstituts der Immobilienmakler (BIV/IPI), Rue de Luxembourg 16B, 1000 Brüssel.',
  },
  sections: [
    {
      heading: {
        nl: 'Indicatieve informatie',
        fr: 'Informations indicatives',
        en: 'Indicative information',
        de: 'Unverbindliche Angaben',
      },
      paragraphs: [
        {
          nl: 'We stellen de informatie op deze website met de grootste zorg samen, maar ze is louter indicatief. Prijzen, beschikbaarheid, oppervlakten en andere kenmerken van panden kunnen wijzigen of onvolledig zijn.',
          fr: 'Nous rédigeons les informations de ce site avec le plus grand soin, mais elles sont purement indicatives. Les prix, la disponibilité, les superficies et les autres caractéristiques des biens peuvent changer ou être incomplets.',
          en: 'We compile the information on this website with the greatest care, but it is for guidance only. Prices, availability, surface areas and other property details may change or be incomplete.',
          de: 'Wir stellen die Informationen auf dieser Website mit größter Sorgfalt zusammen, sie sind jedoch unverbindlich. Preise, Verfügbarkeit, Flächen und andere Merkmale der Immobilien können sich ändern oder unvollständig sein.',
        },
        {
          nl: 'Immo Dyle is niet aansprakelijk voor fouten, onvolledigheden of de gevolgen van beslissingen die u op basis van deze informatie neemt. Vraag bij twijfel altijd bevestiging aan een van onze makelaars.',
          fr: 'Immo Dyle ne peut être tenue responsable des erreurs, des omissions ni des conséquences des décisions prises sur la base de ces informations. En cas de doute, demandez toujours confirmation à l’un de nos agents.',
          en: 'Immo Dyle is not liable for errors, omissions or the consequences of decisions you make based on this information. If in doubt, always ask one of our agents to confirm.',
          de: 'Immo Dyle haftet nicht für Fehler, Auslassungen oder die Folgen von Entscheidungen, die Sie auf Grundlage dieser Informationen treffen. Lassen Sie sich Angaben im Zweifel immer von einem unserer Makler bestätigen.',
        },
      ],
    },
    {
      heading: {
        nl: 'Geen aanbod in juridische zin',
        fr: 'Pas d’offre au sens juridique',
        en: 'No offer in the legal sense',
        de: 'Kein Angebot im rechtlichen Sinne',
      },
      paragraphs: [
        {
          nl: 'De panden op deze website vormen geen aanbod in juridische zin. Een verkoop of verhuur komt pas tot stand na een ondertekende overeenkomst tussen de partijen.',
          fr: 'Les biens présentés sur ce site ne constituent pas une offre au sens juridique. Une vente ou une location n’est conclue qu’après la signature d’une convention entre les parties.',
          en: 'The properties on this website do not constitute an offer in the legal sense. A sale or rental is only concluded once the parties have signed an agreement.',
          de: 'Die auf dieser Website dargestellten Immobilien stellen kein Angebot im rechtlichen Sinne dar. Ein Verkauf oder eine Vermietung kommt erst mit einem unterzeichneten Vertrag zwischen den Parteien zustande.',
        },
      ],
    },
    {
      heading: {
        nl: 'Intellectuele eigendom',
        fr: 'Propriété intellectuelle',
        en: 'Intellectual property',
        de: 'Geistiges Eigentum',
      },
      paragraphs: [
        {
          nl: 'Teksten, foto’s, plannen, logo’s en andere inhoud op deze website zijn eigendom van Immo Dyle of haar partners en zijn auteursrechtelijk beschermd. U mag ze niet kopiëren, verspreiden of hergebruiken zonder onze voorafgaande schriftelijke toestemming.',
          fr: 'Les textes, photos, plans, logos et autres contenus de ce site appartiennent à Immo Dyle ou à ses partenaires et sont protégés par le droit d’auteur. Toute reproduction, diffusion ou réutilisation est interdite sans notre accord écrit préalable.',
          en: 'Texts, photos, floor plans, logos and other content on this website belong to Immo Dyle or its partners and are protected by copyright. You may not copy, distribute or reuse them without our prior written consent.',
          de: 'Texte, Fotos, Grundrisse, Logos und andere Inhalte dieser Website sind Eigentum von Immo Dyle oder ihrer Partner und urheberrechtlich geschützt. Ohne unsere vorherige schriftliche Zustimmung dürfen Sie sie weder kopieren noch verbreiten oder weiterverwenden.',
        },
      ],
    },
    {
      heading: {
        nl: 'Externe links',
        fr: 'Liens externes',
        en: 'External links',
        de: 'Externe Links',
      },
      paragraphs: [
        {
          nl: 'Deze website kan links naar websites van derden bevatten. Immo Dyle heeft geen controle over die websites en is niet verantwoordelijk voor hun inhoud of hun privacybeleid.',
          fr: 'Ce site peut contenir des liens vers des sites de tiers. Immo Dyle n’a aucun contrôle sur ces sites et n’est pas responsable de leur contenu ni de leur politique de confidentialité.',
          en: 'This website may contain links to third-party websites. Immo Dyle has no control over those websites and is not responsible for their content or privacy practices.',
          de: 'Diese Website kann Links zu Websites Dritter enthalten. Immo Dyle hat keinen Einfluss auf diese Websites und ist nicht für deren Inhalte oder Datenschutzpraktiken verantwortlich.',
        },
      ],
    },
    {
      heading: {
        nl: 'Toepasselijk recht en bevoegde rechtbank',
        fr: 'Droit applicable et juridiction compétente',
        en: 'Applicable law and jurisdiction',
        de: 'Anwendbares Recht und Gerichtsstand',
      },
      paragraphs: [
        {
          nl: 'Op deze disclaimer en het gebruik van de website is het Belgische recht van toepassing. Geschillen behoren tot de uitsluitende bevoegdheid van de rechtbanken van het gerechtelijk arrondissement Waals-Brabant (Nijvel).',
          fr: 'Le présent avertissement et l’utilisation du site sont régis par le droit belge. Tout litige relève de la compétence exclusive des tribunaux de l’arrondissement judiciaire du Brabant wallon (Nivelles).',
          en: 'This disclaimer and the use of the website are governed by Belgian law. Any dispute falls under the exclusive jurisdiction of the courts of the judicial district of Walloon Brabant (Nivelles).',
          de: 'Für diesen Haftungsausschluss und die Nutzung der Website gilt belgisches Recht. Für Streitigkeiten sind ausschließlich die Gerichte des Gerichtsbezirks Wallonisch-Brabant (Nivelles) zuständig.',
        },
      ],
    },
  ],
  modifyDate: '2026-11-01',
}

export const privacy: ContentPage = {
  title: {
    nl: 'Privacyverklaring',
    fr: 'Déclaration de confidentialité',
    en: 'Privacy statement',
    de: 'Datenschutzerklärung',
  },
  description: {
    nl: 'Hoe Immo Dyle uw persoonsgegevens verwerkt, hoelang we ze bewaren en welke rechten u hebt onder de AVG.',
    fr: 'Comment Immo Dyle traite vos données personnelles, combien de temps nous les conservons et quels sont vos droits selon le RGPD.',
    en: 'How Immo Dyle processes your personal data, how long we keep it and which rights you have under the GDPR.',
    de: 'Wie Immo Dyle Ihre personenbezogenen Daten verarbeitet, wie lange wir sie speichern und welche Rechte Sie nach der DSGVO haben.',
  },
  lead: {
    nl: 'We gaan zorgvuldig om met uw persoonsgegevens. Deze verklaring legt uit welke gegevens we verwerken, waarom, en welke rechten u hebt volgens de Algemene Verordening Gegevensbescherming (AVG).',
    fr: 'Nous traitons vos données personnelles avec soin. Cette déclaration explique quelles données nous traitons, pourquoi, et quels droits vous avez en vertu du Règlement général sur la protection des données (RGPD).',
    en: 'We handle your personal data with care. This statement explains which data we process, why, and which rights you have under the General Data Protection Regulation (GDPR).',
    de: 'Wir gehen sorgfältig mit Ihren personenbezogenen Daten um. Diese Erklärung beschreibt, welche Daten wir verarbeiten, warum, und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
  },
  sections: [
    {
      heading: {
        nl: 'Verwerkingsverantwoordelijke',
        fr: 'Responsable du traitement',
        en: 'Data controller',
        de: 'Verantwortlicher',
      },
      paragraphs: [
        {
          nl: 'Verantwoordelijk voor de verwerking is Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Waver, België, btw-nummer BE 0712.345.678.',
          fr: 'Le responsable du traitement est Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre, Belgique, numéro de TVA BE 0712.345.678.',
          en: 'The data controller is Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre, Belgium, VAT number BE 0712.345.678.',
          de: 'Verantwortlich für die Verarbeitung ist die Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre, Belgien, MwSt.-Nummer BE 0712.345.678.',
        },
        {
          nl: 'Voor alle vragen over privacy kunt u terecht op privacy@immo-dyle.be.',
          fr: 'Pour toute question relative à la vie privée, écrivez-nous à privacy@immo-dyle.be.',
          en: 'For any privacy question, write to privacy@immo-dyle.be.',
          de: 'Bei Fragen zum Datenschutz schreiben Sie uns an privacy@immo-dyle.be.',
        },
      ],
    },
    {
      heading: {
        nl: 'Welke gegevens we verwerken',
        fr: 'Données que nous traitons',
        en: 'Data we process',
        de: 'Welche Daten wir verarbeiten',
      },
      paragraphs: [
        {
          nl: 'We verwerken enkel de gegevens die u ons zelf bezorgt of die nodig zijn om onze diensten te verlenen:',
          fr: 'Nous ne traitons que les données que vous nous communiquez vous-même ou qui sont nécessaires à nos services :',
          en: 'We only process the data you give us yourself or that we need to provide our services:',
          de: 'Wir verarbeiten nur Daten, die Sie uns selbst mitteilen oder die für unsere Leistungen erforderlich sind:',
        },
      ],
      bullets: [
        {
          nl: 'contact- en infoformulieren: naam, e-mailadres, telefoonnummer, uw bericht en het pand waarvoor u interesse hebt;',
          fr: 'formulaires de contact et de demande d’information : nom, adresse e-mail, numéro de téléphone, votre message et le bien qui vous intéresse ;',
          en: 'contact and enquiry forms: name, email address, phone number, your message and the property you are interested in;',
          de: 'Kontakt- und Anfrageformulare: Name, E-Mail-Adresse, Telefonnummer, Ihre Nachricht und die Immobilie, für die Sie sich interessieren;',
        },
        {
          nl: 'schattingsaanvragen: uw contactgegevens en het adres en de kenmerken van uw pand;',
          fr: 'demandes d’estimation : vos coordonnées ainsi que l’adresse et les caractéristiques de votre bien ;',
          en: 'valuation requests: your contact details and the address and features of your property;',
          de: 'Bewertungsanfragen: Ihre Kontaktdaten sowie Adresse und Merkmale Ihrer Immobilie;',
        },
        {
          nl: 'zoekprofielen: uw e-mailadres en uw zoekcriteria, zoals ligging, budget en type woning;',
          fr: 'alertes de recherche : votre adresse e-mail et vos critères, comme la localisation, le budget et le type de bien ;',
          en: 'search alerts: your email address and your criteria, such as location, budget and property type;',
          de: 'Suchaufträge: Ihre E-Mail-Adresse und Ihre Kriterien wie Lage, Budget und Immobilienart;',
        },
        {
          nl: 'eigenaarsportaal: uw inloggegevens en de informatie over uw opdracht die we in het portaal delen;',
          fr: 'portail propriétaire : vos identifiants de connexion et les informations sur votre mandat que nous y partageons ;',
          en: 'owner portal: your login details and the information about your mandate that we share in the portal;',
          de: 'Eigentümerportal: Ihre Zugangsdaten und die Informationen zu Ihrem Auftrag, die wir im Portal bereitstellen;',
        },
        {
          nl: 'sollicitaties: uw contactgegevens, cv en motivatiebrief.',
          fr: 'candidatures : vos coordonnées, votre CV et votre lettre de motivation.',
          en: 'job applications: your contact details, CV and cover letter.',
          de: 'Bewerbungen: Ihre Kontaktdaten, Ihr Lebenslauf und Ihr Anschreiben.',
        },
      ],
    },
    {
      heading: {
        nl: 'Doeleinden en rechtsgronden',
        fr: 'Finalités et bases légales',
        en: 'Purposes and legal bases',
        de: 'Zwecke und Rechtsgrundlagen',
      },
      paragraphs: [
        {
          nl: 'We gebruiken uw gegevens alleen voor de volgende doeleinden, telkens op basis van een rechtsgrond uit de AVG:',
          fr: 'Nous utilisons vos données uniquement aux fins suivantes, chaque fois sur la base d’un fondement prévu par le RGPD :',
          en: 'We only use your data for the following purposes, each based on a legal ground under the GDPR:',
          de: 'Wir nutzen Ihre Daten nur für die folgenden Zwecke, jeweils auf einer Rechtsgrundlage der DSGVO:',
        },
      ],
      bullets: [
        {
          nl: 'uw vragen beantwoorden en bezoeken plannen: maatregelen op uw verzoek vóór een overeenkomst en ons gerechtvaardigd belang;',
          fr: 'répondre à vos questions et organiser des visites : mesures précontractuelles prises à votre demande et notre intérêt légitime ;',
          en: 'answering your questions and arranging viewings: steps taken at your request before a contract, and our legitimate interest;',
          de: 'Beantwortung Ihrer Fragen und Planung von Besichtigungen: vorvertragliche Maßnahmen auf Ihre Anfrage und unser berechtigtes Interesse;',
        },
        {
          nl: 'uw pand schatten en uw verkoop- of verhuuropdracht uitvoeren, ook via het eigenaarsportaal: uitvoering van de overeenkomst;',
          fr: 'estimer votre bien et exécuter votre mandat de vente ou de location, y compris via le portail propriétaire : exécution du contrat ;',
          en: 'valuing your property and carrying out your sale or rental mandate, including through the owner portal: performance of the contract;',
          de: 'Bewertung Ihrer Immobilie und Ausführung Ihres Verkaufs- oder Vermietungsauftrags, auch über das Eigentümerportal: Vertragserfüllung;',
        },
        {
          nl: 'u nieuwe panden mailen die aan uw zoekprofiel voldoen: uw toestemming, die u altijd kunt intrekken;',
          fr: 'vous envoyer les nouveaux biens correspondant à votre alerte : votre consentement, que vous pouvez retirer à tout moment ;',
          en: 'emailing you new properties that match your search alert: your consent, which you can withdraw at any time;',
          de: 'Zusendung neuer Immobilien, die zu Ihrem Suchauftrag passen: Ihre Einwilligung, die Sie jederzeit widerrufen können;',
        },
        {
          nl: 'uw sollicitatie beoordelen: maatregelen op uw verzoek vóór een arbeidsovereenkomst;',
          fr: 'examiner votre candidature : mesures précontractuelles prises à votre demande en vue d’un contrat de travail ;',
          en: 'assessing your job application: steps taken at your request before an employment contract;',
          de: 'Prüfung Ihrer Bewerbung: vorvertragliche Maßnahmen auf Ihre Anfrage im Hinblick auf einen Arbeitsvertrag;',
        },
        {
          nl: 'voldoen aan onze wettelijke verplichtingen, zoals de antiwitwaswetgeving en de boekhoudregels: wettelijke verplichting.',
          fr: 'respecter nos obligations légales, comme la législation anti-blanchiment et les règles comptables : obligation légale.',
          en: 'meeting our legal obligations, such as anti-money laundering and accounting rules: legal obligation.',
          de: 'Erfüllung unserer gesetzlichen Pflichten, etwa der Geldwäsche- und Buchhaltungsvorschriften: rechtliche Verpflichtung.',
        },
      ],
    },
    {
      heading: {
        nl: 'Hoelang we uw gegevens bewaren',
        fr: 'Durée de conservation',
        en: 'How long we keep your data',
        de: 'Speicherdauer',
      },
      paragraphs: [
        {
          nl: 'We bewaren uw gegevens niet langer dan nodig. Wanneer een termijn verstreken is, verwijderen of anonimiseren we ze:',
          fr: 'Nous ne conservons pas vos données plus longtemps que nécessaire. À l’expiration du délai, nous les supprimons ou les anonymisons :',
          en: 'We do not keep your data longer than necessary. Once a period has expired, we delete or anonymise it:',
          de: 'Wir speichern Ihre Daten nicht länger als nötig. Nach Ablauf der Frist löschen oder anonymisieren wir sie:',
        },
      ],
      bullets: [
        // The periods the cron trigger applies: placeholders filled from the settings in force (settings-placeholders.ts).
        {
          nl: `contactaanvragen, schattings- en bezoekaanvragen en sollicitaties, met de bestanden die u meestuurt (cv, foto’s): {leadsMonths} maanden na het versturen; een zoekprofiel dat nog loopt, bewaren we tot u het stopzet;`,
          fr: `demandes de contact, d’estimation et de visite et candidatures, avec les fichiers joints (CV, photos) : {leadsMonths} mois après leur envoi ; une alerte de recherche active est conservée jusqu’à ce que vous l’arrêtiez ;`,
          en: `enquiries, valuation and viewing requests and job applications, with the files you attach (CV, pictures): {leadsMonths} months after they were sent; a search alert that still runs is kept until you stop it;`,
          de: `Kontakt-, Bewertungs- und Besichtigungsanfragen sowie Bewerbungen mit den beigefügten Dateien (Lebenslauf, Fotos): {leadsMonths} Monate nach dem Absenden; einen laufenden Suchauftrag speichern wir, bis Sie ihn beenden;`,
        },
        {
          nl: `uw e-mailadres nadat u zich voor de nieuwsbrief hebt afgemeld: {endedSubscriptionsMonths} maanden;`,
          fr: `votre adresse après votre désinscription de la lettre d’information : {endedSubscriptionsMonths} mois ;`,
          en: `your address after you leave the newsletter: {endedSubscriptionsMonths} months;`,
          de: `Ihre Adresse nach der Abmeldung vom Newsletter: {endedSubscriptionsMonths} Monate;`,
        },
        {
          nl: 'account op het eigenaarsportaal: zolang de opdracht loopt, plus 1 jaar;',
          fr: 'compte sur le portail propriétaire : pendant toute la durée du mandat, plus 1 an ;',
          en: 'owner portal account: for as long as the mandate runs, plus 1 year;',
          de: 'Konto im Eigentümerportal: für die Dauer des Auftrags zuzüglich 1 Jahr;',
        },
        {
          nl: 'gegevens die we wettelijk moeten bijhouden, zoals de identificatie volgens de antiwitwaswetgeving: zolang de wet dat vereist.',
          fr: 'données que la loi nous oblige à conserver, comme l’identification requise par la législation anti-blanchiment : pendant la durée légale.',
          en: 'data the law requires us to keep, such as identification under anti-money laundering rules: for the legally required period.',
          de: 'Daten, die wir gesetzlich aufbewahren müssen, etwa die Identifizierung nach den Geldwäschevorschriften: für die gesetzlich vorgeschriebene Dauer.',
        },
      ],
    },
    {
      heading: {
        nl: 'Met wie we uw gegevens delen',
        fr: 'Destinataires de vos données',
        en: 'Who we share your data with',
        de: 'Empfänger Ihrer Daten',
      },
      paragraphs: [
        {
          nl: 'Waar nodig voor uw dossier delen we gegevens met notarissen, EPB-certificateurs en keuringsorganismen. We verkopen uw gegevens nooit aan derden.',
          fr: 'Lorsque votre dossier l’exige, nous transmettons des données aux notaires, aux certificateurs PEB et aux organismes de contrôle. Nous ne vendons jamais vos données à des tiers.',
          en: 'Where your file requires it, we share data with notaries, energy performance (EPC/PEB) certifiers and inspection bodies. We never sell your data to third parties.',
          de: 'Soweit Ihre Akte es erfordert, geben wir Daten an Notare, Energieausweis-Zertifizierer (PEB) und Prüfstellen weiter. Wir verkaufen Ihre Daten niemals an Dritte.',
        },
        {
          nl: 'Voor e-mail en hosting werken we met verwerkers die in de Europese Unie gevestigd zijn en die gebonden zijn door een verwerkersovereenkomst.',
          fr: 'Pour l’e-mail et l’hébergement, nous faisons appel à des sous-traitants établis dans l’Union européenne et liés par un contrat de sous-traitance.',
          en: 'For email and hosting, we use processors based in the European Union that are bound by a data processing agreement.',
          de: 'Für E-Mail und Hosting setzen wir Auftragsverarbeiter mit Sitz in der Europäischen Union ein, die an einen Auftragsverarbeitungsvertrag gebunden sind.',
        },
      ],
    },
    {
      heading: {
        nl: 'Uw rechten',
        fr: 'Vos droits',
        en: 'Your rights',
        de: 'Ihre Rechte',
      },
      paragraphs: [
        {
          nl: 'U hebt het recht op inzage, verbetering, wissing en overdraagbaarheid van uw gegevens, en u kunt bezwaar maken tegen de verwerking. Berust de verwerking op uw toestemming, dan kunt u die altijd intrekken.',
          fr: 'Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en demander la portabilité et de vous opposer à leur traitement. Si le traitement repose sur votre consentement, vous pouvez le retirer à tout moment.',
          en: 'You have the right to access, rectify, erase and port your data, and to object to its processing. Where processing is based on your consent, you can withdraw it at any time.',
          de: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Übertragbarkeit Ihrer Daten sowie auf Widerspruch gegen die Verarbeitung. Beruht die Verarbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen.',
        },
        {
          nl: 'Stuur uw verzoek naar privacy@immo-dyle.be; we antwoorden binnen een maand. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel.',
          fr: 'Envoyez votre demande à privacy@immo-dyle.be ; nous répondons dans un délai d’un mois. Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles.',
          en: 'Send your request to privacy@immo-dyle.be; we reply within one month. You can also lodge a complaint with the Data Protection Authority, rue de la Presse 35, 1000 Brussels.',
          de: 'Senden Sie Ihren Antrag an privacy@immo-dyle.be; wir antworten innerhalb eines Monats. Sie können auch Beschwerde bei der Datenschutzbehörde einreichen, Rue de la Presse 35, 1000 Brüssel.',
        },
      ],
    },
    {
      heading: {
        nl: 'Beveiliging',
        fr: 'Sécurité',
        en: 'Security',
        de: 'Sicherheit',
      },
      paragraphs: [
        {
          nl: 'We nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen, zoals versleutelde verbindingen en toegang die beperkt is tot medewerkers die de gegevens nodig hebben.',
          fr: 'Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données, comme des connexions chiffrées et un accès réservé aux collaborateurs qui en ont besoin.',
          en: 'We take appropriate technical and organisational measures to protect your data, such as encrypted connections and access limited to staff who need it.',
          de: 'Wir treffen geeignete technische und organisatorische Maßnahmen zum Schutz Ihrer Daten, etwa verschlüsselte Verbindungen und einen Zugriff, der auf die Mitarbeitenden beschränkt ist, die ihn benötigen.',
        },
      ],
    },
    {
      heading: {
        nl: 'Contact',
        fr: 'Contact',
        en: 'Contact',
        de: 'Kontakt',
      },
      paragraphs: [
        {
          nl: 'Hebt u vragen over deze privacyverklaring? Mail naar privacy@immo-dyle.be, bel {phone} of schrijf naar Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Waver.',
          fr: 'Une question sur cette déclaration de confidentialité ? Envoyez un e-mail à privacy@immo-dyle.be, appelez le {phone} ou écrivez à Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre.',
          en: 'Questions about this privacy statement? Email privacy@immo-dyle.be, call {phone} or write to Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre.',
          de: 'Fragen zu dieser Datenschutzerklärung? Schreiben Sie eine E-Mail an privacy@immo-dyle.be, rufen Sie {phone} an oder wenden Sie sich per Post an Immo Dyle SRL, Place de l’Hôtel de Ville 12, 1300 Wavre.',
        },
        {
          nl: 'We kunnen deze verklaring aanpassen; de datum van de laatste wijziging staat vermeld op deze pagina.',
          fr: 'Nous pouvons modifier cette déclaration ; la date de la dernière mise à jour figure sur cette page.',
          en: 'We may update this statement; the date of the last change is shown on this page.',
          de: 'Wir können diese Erklärung anpassen; das Datum der letzten Änderung finden Sie auf dieser Seite.',
        },
      ],
    },
  ],
  modifyDate: '2026-11-01',
}

export const cookiePolicy: ContentPage = {
  title: {
    nl: 'Cookiebeleid',
    fr: 'Politique en matière de cookies',
    en: 'Cookie policy',
    de: 'Cookie-Richtlinie',
  },
  description: {
    nl: 'Welke cookies de website van Immo Dyle gebruikt, waarvoor we uw toestemming vragen en hoe u uw keuze wijzigt.',
    fr: 'Les cookies utilisés sur le site d’Immo Dyle, ceux pour lesquels nous demandons votre consentement et comment modifier votre choix.',
    en: 'Which cookies the Immo Dyle website uses, which ones need your consent and how to change your choice.',
    de: 'Welche Cookies die Website von Immo Dyle verwendet, wofür wir Ihre Einwilligung einholen und wie Sie Ihre Auswahl ändern.',
  },
  sections: [
    {
      heading: {
        nl: 'Wat zijn cookies?',
        fr: 'Qu’est-ce qu’un cookie ?',
        en: 'What are cookies?',
        de: 'Was sind Cookies?',
      },
      paragraphs: [
        {
          nl: 'Cookies zijn kleine tekstbestanden die een website op uw toestel plaatst. Ze onthouden bijvoorbeeld uw voorkeuren of helpen ons begrijpen hoe de site gebruikt wordt. Vergelijkbare technieken, zoals de opslag in uw browser, vallen onder hetzelfde beleid.',
          fr: 'Les cookies sont de petits fichiers texte qu’un site place sur votre appareil. Ils retiennent par exemple vos préférences ou nous aident à comprendre comment le site est utilisé. Les techniques similaires, comme le stockage dans votre navigateur, relèvent de la même politique.',
          en: 'Cookies are small text files that a website places on your device. They remember your preferences, for example, or help us understand how the site is used. Similar techniques, such as browser storage, are covered by this policy too.',
          de: 'Cookies sind kleine Textdateien, die eine Website auf Ihrem Gerät ablegt. Sie speichern zum Beispiel Ihre Einstellungen oder helfen uns zu verstehen, wie die Website genutzt wird. Ähnliche Techniken wie der Speicher Ihres Browsers fallen ebenfalls unter diese Richtlinie.',
        },
      ],
    },
    {
      heading: {
        nl: 'Noodzakelijke cookies',
        fr: 'Cookies nécessaires',
        en: 'Necessary cookies',
        de: 'Notwendige Cookies',
      },
      paragraphs: [
        {
          nl: 'Deze cookies zijn nodig om de website te laten werken en vereisen geen toestemming:',
          fr: 'Ces cookies sont indispensables au fonctionnement du site et ne nécessitent pas de consentement :',
          en: 'These cookies are needed for the website to work and do not require consent:',
          de: 'Diese Cookies sind für den Betrieb der Website erforderlich und benötigen keine Einwilligung:',
        },
      ],
      bullets: [
        {
          nl: 'uw taalkeuze: de cookie lang en de browseropslag i18nextLng;',
          fr: 'votre choix de langue : le cookie lang et le stockage navigateur i18nextLng ;',
          en: 'your language choice: the lang cookie and the i18nextLng browser storage entry;',
          de: 'Ihre Sprachwahl: das Cookie lang und der Browserspeicher-Eintrag i18nextLng;',
        },
        {
          nl: 'uw cookiekeuze, zodat we u niet bij elk bezoek opnieuw hoeven te vragen;',
          fr: 'votre choix en matière de cookies, pour ne pas vous le redemander à chaque visite ;',
          en: 'your cookie choice, so we do not have to ask you again on every visit;',
          de: 'Ihre Cookie-Auswahl, damit wir Sie nicht bei jedem Besuch erneut fragen müssen;',
        },
        {
          nl: 'de sessiecookie van het eigenaarsportaal, die u ingelogd houdt.',
          fr: 'le cookie de session du portail propriétaire, qui vous garde connecté.',
          en: 'the owner portal session cookie, which keeps you logged in.',
          de: 'das Sitzungscookie des Eigentümerportals, das Sie angemeldet hält.',
        },
      ],
    },
    {
      heading: {
        nl: 'Analytische en advertentiecookies',
        fr: 'Cookies analytiques et publicitaires',
        en: 'Analytics and advertising cookies',
        de: 'Analyse- und Werbe-Cookies',
      },
      paragraphs: [
        {
          nl: 'Analytische en advertentiecookies plaatsen we alleen na uw toestemming. Ze helpen ons de website te verbeteren en onze panden onder de aandacht te brengen.',
          fr: 'Nous ne plaçons des cookies analytiques et publicitaires qu’après votre consentement. Ils nous aident à améliorer le site et à faire connaître nos biens.',
          en: 'We only set analytics and advertising cookies after you have given your consent. They help us improve the website and promote our properties.',
          de: 'Analyse- und Werbe-Cookies setzen wir nur mit Ihrer Einwilligung. Sie helfen uns, die Website zu verbessern und unsere Immobilien bekannt zu machen.',
        },
        {
          nl: 'Wanneer we ze gebruiken, gaat het om de volgende diensten, die gegevens ook buiten de Europese Unie kunnen verwerken:',
          fr: 'Lorsque nous les utilisons, il s’agit des services suivants, qui peuvent aussi traiter des données en dehors de l’Union européenne :',
          en: 'When we use them, they come from the following services, which may also process data outside the European Union:',
          de: 'Wenn wir sie verwenden, stammen sie von den folgenden Diensten, die Daten auch außerhalb der Europäischen Union verarbeiten können:',
        },
      ],
      bullets: [
        {
          nl: 'Google Analytics, om het bezoek aan de website te meten;',
          fr: 'Google Analytics, pour mesurer la fréquentation du site ;',
          en: 'Google Analytics, to measure visits to the website;',
          de: 'Google Analytics, um die Besuche der Website zu messen;',
        },
        {
          nl: 'Google Ads, om de resultaten van onze advertenties op te volgen;',
          fr: 'Google Ads, pour suivre les résultats de nos annonces ;',
          en: 'Google Ads, to track the results of our adverts;',
          de: 'Google Ads, um die Ergebnisse unserer Anzeigen zu messen;',
        },
        {
          nl: 'Google Tag Manager, om deze diensten te laden;',
          fr: 'Google Tag Manager, pour charger ces services ;',
          en: 'Google Tag Manager, to load these services;',
          de: 'Google Tag Manager, um diese Dienste zu laden;',
        },
        {
          nl: 'Meta-pixel, om advertenties op Facebook en Instagram te meten en af te stemmen.',
          fr: 'le pixel Meta, pour mesurer et cibler nos annonces sur Facebook et Instagram.',
          en: 'Meta pixel, to measure and target our adverts on Facebook and Instagram.',
          de: 'Meta-Pixel, um unsere Anzeigen auf Facebook und Instagram zu messen und auszurichten.',
        },
      ],
    },
    {
      heading: {
        nl: 'Uw keuze wijzigen',
        fr: 'Modifier votre choix',
        en: 'Changing your choice',
        de: 'Ihre Auswahl ändern',
      },
      paragraphs: [
        {
          nl: 'U kunt uw toestemming op elk moment geven of intrekken via de link Cookie-instellingen onderaan elke pagina.',
          fr: 'Vous pouvez donner ou retirer votre consentement à tout moment via le lien Paramètres des cookies en bas de chaque page.',
          en: 'You can give or withdraw your consent at any time via the Cookie settings link at the bottom of every page.',
          de: 'Sie können Ihre Einwilligung jederzeit über den Link Cookie-Einstellungen unten auf jeder Seite erteilen oder widerrufen.',
        },
        {
          nl: 'U kunt cookies ook wissen of blokkeren in de instellingen van uw browser. Zonder de noodzakelijke cookies werken sommige onderdelen van de site mogelijk niet meer.',
          fr: 'Vous pouvez aussi supprimer ou bloquer les cookies dans les paramètres de votre navigateur. Sans les cookies nécessaires, certaines parties du site risquent de ne plus fonctionner.',
          en: 'You can also delete or block cookies in your browser settings. Without the necessary cookies, some parts of the site may no longer work.',
          de: 'Sie können Cookies auch in den Einstellungen Ihres Browsers löschen oder blockieren. Ohne die notwendigen Cookies funktionieren einige Teile der Website möglicherweise nicht mehr.',
        },
      ],
    },
    {
      heading: {
        nl: 'Bewaartermijnen',
        fr: 'Durée de conservation',
        en: 'Retention',
        de: 'Speicherdauer',
      },
      paragraphs: [
        {
          nl: 'De cookie lang blijft 1 jaar bewaard; de browseropslag i18nextLng blijft staan tot u ze wist. Uw cookiekeuze bewaren we 6 maanden, daarna vragen we het opnieuw. De sessiecookie van het eigenaarsportaal verdwijnt wanneer u uitlogt of de sessie verloopt.',
          fr: 'Le cookie lang est conservé 1 an ; le stockage navigateur i18nextLng reste en place jusqu’à ce que vous l’effaciez. Votre choix en matière de cookies est conservé 6 mois, puis nous vous le redemandons. Le cookie de session du portail propriétaire disparaît lorsque vous vous déconnectez ou que la session expire.',
          en: 'The lang cookie is kept for 1 year; the i18nextLng browser storage entry stays until you clear it. We keep your cookie choice for 6 months and then ask you again. The owner portal session cookie is removed when you log out or the session expires.',
          de: 'Das Cookie lang wird 1 Jahr gespeichert; der Browserspeicher-Eintrag i18nextLng bleibt bestehen, bis Sie ihn löschen. Ihre Cookie-Auswahl speichern wir 6 Monate, danach fragen wir erneut. Das Sitzungscookie des Eigentümerportals wird gelöscht, wenn Sie sich abmelden oder die Sitzung abläuft.',
        },
        {
          nl: 'Analytische en advertentiecookies blijven, afhankelijk van de dienst, maximaal 2 jaar bewaard. Meer informatie over uw gegevens vindt u in onze privacyverklaring.',
          fr: 'Selon le service, les cookies analytiques et publicitaires sont conservés 2 ans au maximum. Pour en savoir plus sur vos données, consultez notre déclaration de confidentialité.',
          en: 'Depending on the service, analytics and advertising cookies are kept for up to 2 years. For more about your data, see our privacy statement.',
          de: 'Je nach Dienst werden Analyse- und Werbe-Cookies höchstens 2 Jahre gespeichert. Mehr zu Ihren Daten erfahren Sie in unserer Datenschutzerklärung.',
        },
      ],
    },
  ],
  modifyDate: '2026-11-01',
}
