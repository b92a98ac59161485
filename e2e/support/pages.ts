/** The pages that need no catalogue, and one that does not exist, by public path, in nl and fr (spec §2 "URL rewrites"). */
export const FOUNDATION_PAGES: Record<'nl' | 'fr', string[]> = {
  nl: [
    '/nl/',
    '/nl/diensten/',
    '/nl/team/',
    '/nl/contact/',
    '/nl/gratis-schatting/',
    '/nl/disclaimer/',
    '/nl/privacy-statement/',
    '/nl/cookiebeleid/',
    '/nl/login/',
    '/nl/bedankt/contact-me/',
    '/nl/bestaat-niet/',
  ],
  fr: [
    '/fr/',
    '/fr/services/',
    '/fr/equipe/',
    '/fr/contact/',
    '/fr/estimation-gratuite/',
    '/fr/avertissement/',
    '/fr/privacy/',
    '/fr/politique-cookies/',
    '/fr/connexion/',
    '/fr/merci/site-contact/',
    '/fr/introuvable/',
  ],
}

/** The nine thank-you pages of spec §2 "/feedback/{form}/". */
export const FEEDBACK_FORM_IDS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'contact-testimonial',
]
