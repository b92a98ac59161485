import type { Text4 } from './content-types'

/** The forms that end on a thank-you page. */
export const FEEDBACK_FORMS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'contact-testimonial',
] as const

export type FeedbackForm = (typeof FEEDBACK_FORMS)[number]

/** Thank-you page per form: a heading, what happens next and a suggestion for the meantime. */
export const FEEDBACK_PAGES: Record<FeedbackForm, { title: Text4; message: Text4; next: Text4 }> = {
  'contact-me': {
    title: {
      nl: 'Bedankt voor uw vraag',
      fr: 'Merci pour votre question',
      en: 'Thank you for your question',
      de: 'Vielen Dank für Ihre Frage',
    },
    message: {
      nl: 'We hebben uw vraag over dit pand goed ontvangen. Een van onze makelaars belt u binnen één werkdag terug.',
      fr: 'Nous avons bien reçu votre question au sujet de ce bien. Un de nos agents vous rappellera dans un délai d’un jour ouvrable.',
      en: 'We have received your question about this property. One of our brokers will call you back within one working day.',
      de: 'Wir haben Ihre Frage zu dieser Immobilie erhalten. Einer unserer Makler ruft Sie innerhalb eines Werktags zurück.',
    },
    next: {
      nl: 'Bekijk intussen gerust ons andere aanbod in de streek.',
      fr: 'En attendant, n’hésitez pas à parcourir nos autres biens dans la région.',
      en: 'In the meantime, feel free to browse our other properties in the area.',
      de: 'In der Zwischenzeit können Sie sich gerne unsere weiteren Angebote in der Region ansehen.',
    },
  },
  'contact-appointment': {
    title: {
      nl: 'Uw bezoek is aangevraagd',
      fr: 'Votre demande de visite est enregistrée',
      en: 'Your viewing request has been received',
      de: 'Ihre Besichtigungsanfrage ist eingegangen',
    },
    message: {
      nl: 'Bedankt voor uw aanvraag om dit pand te bezoeken. U ontvangt de bevestiging van de afspraak per e-mail.',
      fr: 'Merci pour votre demande de visite. Vous recevrez la confirmation du rendez-vous par e-mail.',
      en: 'Thank you for booking a viewing. You will receive confirmation of the appointment by e-mail.',
      de: 'Vielen Dank für Ihre Besichtigungsanfrage. Die Bestätigung des Termins erhalten Sie per E-Mail.',
    },
    next: {
      nl: 'Zet intussen uw vragen over het pand op een rijtje, dan kunnen we ze tijdens het bezoek samen overlopen.',
      fr: 'D’ici là, notez vos questions sur le bien afin que nous puissions les passer en revue lors de la visite.',
      en: 'Meanwhile, jot down any questions about the property so we can go through them together during the viewing.',
      de: 'Notieren Sie sich bis dahin Ihre Fragen zur Immobilie, damit wir sie bei der Besichtigung gemeinsam besprechen können.',
    },
  },
  'contact-construction': {
    title: {
      nl: 'Bedankt voor uw interesse',
      fr: 'Merci pour votre intérêt',
      en: 'Thank you for your interest',
      de: 'Vielen Dank für Ihr Interesse',
    },
    message: {
      nl: 'De informatie over dit nieuwbouwproject is onderweg naar uw mailbox. Hebt u daarna nog vragen, dan helpt onze projectverantwoordelijke u graag verder.',
      fr: 'Les informations sur ce projet neuf sont en route vers votre boîte mail. Si vous avez encore des questions, notre chef de projet se fera un plaisir d’y répondre.',
      en: 'Information about this new-build project is on its way to your inbox. If you have any further questions, our project manager will be happy to help.',
      de: 'Die Informationen zu diesem Neubauprojekt sind auf dem Weg in Ihr Postfach. Bei weiteren Fragen hilft Ihnen unser Projektleiter gerne weiter.',
    },
    next: {
      nl: 'Ontdek intussen ook onze andere nieuwbouwprojecten in Waals-Brabant.',
      fr: 'En attendant, découvrez aussi nos autres projets neufs en Brabant wallon.',
      en: 'Meanwhile, take a look at our other new-build projects in Walloon Brabant.',
      de: 'Werfen Sie in der Zwischenzeit auch einen Blick auf unsere weiteren Neubauprojekte in Wallonisch-Brabant.',
    },
  },
  'contact-demand': {
    title: {
      nl: 'Bedankt voor uw aanvraag',
      fr: 'Merci pour votre demande',
      en: 'Thank you for your request',
      de: 'Vielen Dank für Ihre Anfrage',
    },
    message: {
      nl: 'We hebben uw aanvraag voor een gratis schatting goed ontvangen. Een van onze makelaars belt u om een bezoek aan uw woning in te plannen.',
      fr: 'Nous avons bien reçu votre demande d’estimation gratuite. Un de nos agents vous téléphonera pour convenir d’une visite de votre bien.',
      en: 'We have received your request for a free valuation. One of our brokers will call you to arrange a visit to your property.',
      de: 'Wir haben Ihre Anfrage für eine kostenlose Bewertung erhalten. Einer unserer Makler ruft Sie an, um einen Besichtigungstermin bei Ihnen zu vereinbaren.',
    },
    next: {
      nl: 'Leg intussen al de belangrijkste documenten klaar, zoals uw eigendomsakte en het energieprestatiecertificaat.',
      fr: 'En attendant, rassemblez les documents utiles, comme votre acte de propriété et le certificat PEB.',
      en: 'Meanwhile, you can gather key documents such as your title deed and energy performance certificate.',
      de: 'Legen Sie in der Zwischenzeit schon wichtige Unterlagen bereit, etwa Ihre Eigentumsurkunde und den Energieausweis.',
    },
  },
  'demand-register': {
    title: {
      nl: 'Uw zoekopdracht is geregistreerd',
      fr: 'Votre alerte est enregistrée',
      en: 'Your search alert is set up',
      de: 'Ihr Suchauftrag ist gespeichert',
    },
    message: {
      nl: 'Zodra er een pand te koop of te huur komt dat aan uw zoekcriteria voldoet, sturen we het u per e-mail.',
      fr: 'Dès qu’un bien correspondant à vos critères arrive sur le marché, nous vous l’envoyons par e-mail.',
      en: 'As soon as a property matching your criteria comes on the market, we will send it to you by e-mail.',
      de: 'Sobald eine Immobilie auf den Markt kommt, die Ihren Kriterien entspricht, senden wir sie Ihnen per E-Mail.',
    },
    next: {
      nl: 'Bekijk intussen ons huidige aanbod, want misschien zit uw droomwoning er al tussen.',
      fr: 'En attendant, parcourez nos biens actuels, parmi lesquels se trouve peut-être déjà votre futur chez-vous.',
      en: 'Meanwhile, browse our current listings, as your next home may already be among them.',
      de: 'Stöbern Sie in der Zwischenzeit in unserem aktuellen Angebot, vielleicht ist Ihr neues Zuhause schon dabei.',
    },
  },
  'send-to-friend': {
    title: {
      nl: 'Het pand is verstuurd',
      fr: 'Le bien a été envoyé',
      en: 'Property sent',
      de: 'Immobilie verschickt',
    },
    message: {
      nl: 'We hebben de gegevens van dit pand naar uw vriend of kennis gestuurd.',
      fr: 'Nous avons envoyé la fiche de ce bien à la personne de votre choix.',
      en: 'We have sent the details of this property to your friend.',
      de: 'Wir haben das Exposé dieser Immobilie an die von Ihnen angegebene Person geschickt.',
    },
    next: {
      nl: 'Bekijk gerust nog meer panden uit ons aanbod te koop en te huur.',
      fr: 'Poursuivez votre recherche parmi nos autres biens à vendre et à louer.',
      en: 'Carry on browsing our other properties for sale and to rent.',
      de: 'Sehen Sie sich gerne weitere Immobilien aus unserem Kauf- und Mietangebot an.',
    },
  },
  'site-contact': {
    title: {
      nl: 'Bedankt voor uw bericht',
      fr: 'Merci pour votre message',
      en: 'Thank you for your message',
      de: 'Vielen Dank für Ihre Nachricht',
    },
    message: {
      nl: 'We hebben uw bericht goed ontvangen en antwoorden u binnen één werkdag.',
      fr: 'Nous avons bien reçu votre message et vous répondrons dans un délai d’un jour ouvrable.',
      en: 'We have received your message and will reply within one working day.',
      de: 'Wir haben Ihre Nachricht erhalten und antworten Ihnen innerhalb eines Werktags.',
    },
    next: {
      nl: 'Voor dringende vragen kunt u ons ook bellen op +32 10 22 33 44.',
      fr: 'Pour toute question urgente, vous pouvez aussi nous appeler au +32 10 22 33 44.',
      en: 'If your question is urgent, you can also call us on +32 10 22 33 44.',
      de: 'Bei dringenden Fragen erreichen Sie uns auch telefonisch unter +32 10 22 33 44.',
    },
  },
  'sign-newsletter': {
    title: {
      nl: 'Bijna klaar',
      fr: 'Plus qu’une étape',
      en: 'Almost there',
      de: 'Fast geschafft',
    },
    message: {
      nl: 'Bedankt voor uw inschrijving op onze nieuwsbrief. Bevestig ze via de link in de e-mail die we u net hebben gestuurd.',
      fr: 'Merci pour votre inscription à notre newsletter. Confirmez-la en cliquant sur le lien de l’e-mail que nous venons de vous envoyer.',
      en: 'Thank you for subscribing to our newsletter. Please confirm your subscription using the link in the e-mail we have just sent you.',
      de: 'Vielen Dank für Ihre Anmeldung zu unserem Newsletter. Bitte bestätigen Sie sie über den Link in der E-Mail, die wir Ihnen soeben geschickt haben.',
    },
    next: {
      nl: 'Ziet u de e-mail niet meteen verschijnen, kijk dan even in uw map met ongewenste berichten.',
      fr: 'Si vous ne voyez pas l’e-mail arriver, pensez à vérifier votre dossier de courrier indésirable.',
      en: 'If the e-mail doesn’t arrive within a few minutes, please check your spam folder.',
      de: 'Falls die E-Mail nicht ankommt, sehen Sie bitte in Ihrem Spam-Ordner nach.',
    },
  },
  'contact-testimonial': {
    title: {
      nl: 'Bedankt voor uw getuigenis',
      fr: 'Merci pour votre témoignage',
      en: 'Thank you for your testimonial',
      de: 'Vielen Dank für Ihren Erfahrungsbericht',
    },
    message: {
      nl: 'We hebben uw getuigenis goed ontvangen en publiceren die na nalezing op onze website.',
      fr: 'Nous avons bien reçu votre témoignage. Il sera publié sur notre site après relecture.',
      en: 'We have received your testimonial. It will be published on our website once it has been reviewed.',
      de: 'Wir haben Ihren Erfahrungsbericht erhalten. Nach einer kurzen Prüfung veröffentlichen wir ihn auf unserer Website.',
    },
    next: {
      nl: 'Lees intussen wat andere klanten over hun ervaring met Immo Dyle vertellen.',
      fr: 'En attendant, découvrez ce que d’autres clients racontent de leur expérience avec Immo Dyle.',
      en: 'Meanwhile, read what other clients say about their experience with Immo Dyle.',
      de: 'Lesen Sie in der Zwischenzeit, was andere Kunden über ihre Erfahrungen mit Immo Dyle berichten.',
    },
  },
}
