import type { Text4 } from './content-types.ts'

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

/**
 * Thank-you page per form: a heading, what happens next and a suggestion for the meantime. "What
 * happens next" (`message`) is the form's promise: its confirmation mail repeats it word for word
 * (src/features/leads/lead-promises.ts), so say only what really happens.
 */
export const FEEDBACK_PAGES: Record<FeedbackForm, { title: Text4; message: Text4; next: Text4 }> = {
  'contact-me': {
    title: {
      nl: 'Bedankt voor uw aanvraag',
      fr: 'Merci pour votre demande',
      en: 'Thank you for your request',
      de: 'Vielen Dank für Ihre Anfrage',
    },
    message: {
      nl: 'Een van onze makelaars neemt binnen één werkdag contact met u op over uw aanvraag.',
      fr: 'Un de nos agents vous recontactera au sujet de votre demande dans un délai d’un jour ouvrable.',
      en: 'One of our brokers will get back to you about your request within one working day.',
      de: 'Einer unserer Makler meldet sich innerhalb eines Werktags bei Ihnen zu Ihrer Anfrage.',
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
      nl: 'Uw bezoek is geboekt',
      fr: 'Votre visite est réservée',
      en: 'Your viewing is booked',
      de: 'Ihre Besichtigung ist gebucht',
    },
    message: {
      nl: 'Uw bezoek is bevestigd op de dag en het uur die u koos. Kunt u toch niet komen, laat het ons dan weten, zodat iemand anders dat moment kan krijgen.',
      fr: 'Votre visite est confirmée au jour et à l’heure que vous avez choisis. Si vous ne pouvez finalement pas venir, prévenez-nous afin que quelqu’un d’autre puisse prendre ce créneau.',
      en: 'Your viewing is confirmed for the day and time you chose. If you cannot come after all, please let us know, so that someone else can have that time.',
      de: 'Ihre Besichtigung ist für den Tag und die Uhrzeit bestätigt, die Sie gewählt haben. Falls Sie doch nicht kommen können, sagen Sie uns bitte Bescheid, damit jemand anderes den Termin nutzen kann.',
    },
    next: {
      nl: 'De bevestiging met dag en uur staat in uw mailbox. Zet intussen uw vragen over het pand op een rijtje, dan overlopen we ze samen tijdens het bezoek.',
      fr: 'La confirmation avec le jour et l’heure se trouve dans votre boîte mail. D’ici là, notez vos questions sur le bien afin que nous puissions les passer en revue lors de la visite.',
      en: 'The confirmation with the day and time is in your mailbox. Meanwhile, jot down any questions about the property so we can go through them together during the viewing.',
      de: 'Die Bestätigung mit Tag und Uhrzeit finden Sie in Ihrem Postfach. Notieren Sie sich bis dahin Ihre Fragen zur Immobilie, damit wir sie bei der Besichtigung gemeinsam besprechen können.',
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
      nl: 'Onze projectverantwoordelijke beantwoordt uw vraag over dit project binnen één werkdag.',
      fr: 'Notre chef de projet répondra à votre question sur ce projet dans un délai d’un jour ouvrable.',
      en: 'Our project manager will answer your question about this project within one working day.',
      de: 'Unser Projektleiter beantwortet Ihre Frage zu diesem Projekt innerhalb eines Werktags.',
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
      nl: 'Een van onze makelaars belt u om een bezoek aan uw woning in te plannen voor de gratis schatting.',
      fr: 'Un de nos agents vous téléphonera pour convenir d’une visite de votre bien en vue de l’estimation gratuite.',
      en: 'One of our brokers will call you to arrange a visit to your property for the free valuation.',
      de: 'Einer unserer Makler ruft Sie an, um für die kostenlose Bewertung einen Besichtigungstermin bei Ihnen zu vereinbaren.',
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
      nl: 'Bevestig nog uw zoekopdracht',
      fr: 'Confirmez encore votre alerte',
      en: 'One more step: confirm your search alert',
      de: 'Bitte bestätigen Sie noch Ihren Suchauftrag',
    },
    message: {
      nl: 'We hebben uw zoekcriteria bewaard en u een e-mail gestuurd met een bevestigingslink. We sturen u niets zolang u die link niet gevolgd hebt; daarna krijgt u de panden die aan uw criteria voldoen per e-mail, zodra ze binnenkomen. Een niet-bevestigde zoekopdracht wissen we na 7 dagen.',
      fr: 'Nous avons enregistré vos critères de recherche et vous avons envoyé un e-mail avec un lien de confirmation. Nous ne vous envoyons rien tant que vous n’avez pas suivi ce lien ; ensuite, vous recevrez par e-mail les biens qui correspondent à vos critères, dès qu’ils arrivent. Une alerte non confirmée est effacée après 7 jours.',
      en: 'We have saved your search criteria and sent you an e-mail with a confirmation link. We send you nothing until you follow that link; after that, the properties that match your criteria reach you by e-mail as they come in. An alert that is not confirmed is deleted after 7 days.',
      de: 'Wir haben Ihre Suchkriterien gespeichert und Ihnen eine E-Mail mit einem Bestätigungslink geschickt. Solange Sie diesem Link nicht gefolgt sind, senden wir Ihnen nichts; danach erhalten Sie passende Immobilien per E-Mail, sobald sie hereinkommen. Einen nicht bestätigten Suchauftrag löschen wir nach 7 Tagen.',
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
      nl: 'We beantwoorden uw bericht binnen één werkdag.',
      fr: 'Nous répondrons à votre message dans un délai d’un jour ouvrable.',
      en: 'We will reply to your message within one working day.',
      de: 'Wir beantworten Ihre Nachricht innerhalb eines Werktags.',
    },
    next: {
      nl: 'Voor dringende vragen kunt u ons ook bellen op {phone}.',
      fr: 'Pour toute question urgente, vous pouvez aussi nous appeler au {phone}.',
      en: 'If your question is urgent, you can also call us on {phone}.',
      de: 'Bei dringenden Fragen erreichen Sie uns auch telefonisch unter {phone}.',
    },
  },
  'sign-newsletter': {
    title: {
      nl: 'Bevestig nog uw inschrijving',
      fr: 'Confirmez encore votre inscription',
      en: 'One more step: confirm your subscription',
      de: 'Bitte bestätigen Sie noch Ihre Anmeldung',
    },
    message: {
      nl: 'Volg de bevestigingslink in de e-mail die we u stuurden: pas daarna sturen we u onze nieuwsbrief met nieuwe panden.',
      fr: 'Suivez le lien de confirmation de l’e-mail que nous vous avons envoyé : ce n’est qu’ensuite que vous recevrez notre newsletter avec les nouveaux biens.',
      en: 'Follow the confirmation link in the e-mail we sent you: only then will our newsletter with new properties reach you.',
      de: 'Folgen Sie dem Bestätigungslink in der E-Mail, die wir Ihnen geschickt haben: Erst danach erhalten Sie unseren Newsletter mit neuen Immobilien.',
    },
    next: {
      nl: 'Van gedachten veranderd? Volg de link dan niet: zonder bevestiging wissen we uw adres na 7 dagen.',
      fr: 'Vous changez d’avis ? Ne suivez pas le lien : sans confirmation, nous effaçons votre adresse après 7 jours.',
      en: 'Changed your mind? Then do not follow the link: without a confirmation we delete your address after 7 days.',
      de: 'Sie haben es sich anders überlegt? Dann folgen Sie dem Link nicht: Ohne Bestätigung löschen wir Ihre Adresse nach 7 Tagen.',
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
      nl: 'We publiceren uw getuigenis op onze website zodra we die hebben nagelezen.',
      fr: 'Nous publierons votre témoignage sur notre site dès que nous l’aurons relu.',
      en: 'We will publish your testimonial on our website once we have read it.',
      de: 'Wir veröffentlichen Ihren Erfahrungsbericht auf unserer Website, sobald wir ihn gelesen haben.',
    },
    next: {
      nl: 'Lees intussen wat andere klanten over hun ervaring met Immo Dyle vertellen.',
      fr: 'En attendant, découvrez ce que d’autres clients racontent de leur expérience avec Immo Dyle.',
      en: 'Meanwhile, read what other clients say about their experience with Immo Dyle.',
      de: 'Lesen Sie in der Zwischenzeit, was andere Kunden über ihre Erfahrungen mit Immo Dyle berichten.',
    },
  },
}
