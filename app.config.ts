/**
 * The operator's site configuration (spec §1–§3 "Site config"): agency details, brand, languages,
 * header menu, top bar, footer, home banner and blocks, analytics ids and search display options.
 * Validated with valibot when the app starts (src/config/site-config.ts) and in a unit test.
 * No secrets here: they live in Worker secrets (`.dev.vars` locally).
 */
import { defineSiteConfig } from './src/config/define-site-config.ts'

export default defineSiteConfig({
  siteUrl: 'https://www.immo-dyle.be',
  agency: {
    name: 'Immo Dyle',
    legalName: 'Immo Dyle SRL',
    vatNumber: 'BE 0712.345.678',
    bivNumber: 'BIV/IPI 512.345',
    street: "Place de l'Hôtel de Ville 12",
    zip: '1300',
    city: { nl: 'Waver', fr: 'Wavre', en: 'Wavre', de: 'Wavre' },
    phone: '+32 10 22 33 44',
    email: 'info@immo-dyle.be',
    openingHours: [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '10:00', closes: '13:00' },
    ],
    // Shown on the contact card and in the schema.org hours until their last day.
    closures: [
      { from: '2026-12-24', to: '2026-12-26', reason: { nl: 'Kerstmis', fr: 'Noël', en: 'Christmas', de: 'Weihnachten' } },
      { from: '2027-01-01', to: '2027-01-01', reason: { nl: 'Nieuwjaar', fr: 'Nouvel An', en: "New Year's Day", de: 'Neujahr' } },
      { from: '2027-03-29', to: '2027-03-29', reason: { nl: 'Paasmaandag', fr: 'Lundi de Pâques', en: 'Easter Monday', de: 'Ostermontag' } },
    ],
    geo: { latitude: 50.7171, longitude: 4.6123 },
    sameAs: ['https://www.facebook.com/immodyle', 'https://www.instagram.com/immodyle', 'https://www.linkedin.com/company/immo-dyle'],
  },
  brand: {
    color: '#1f5f5b',
    colorDark: '#143f3c',
    logo: { src: '/brand/logo.svg', width: 168, height: 40 },
    shareImage: { src: '/brand/share.jpg', width: 1200, height: 630 },
  },
  languages: { enabled: ['nl', 'fr', 'en', 'de'], default: 'fr' },
  header: { showFreeEvaluation: true, logo: 'always', position: 'fixed' },
  menu: [
    { path: '', params: { title: { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' } }, status: 'Published', hidden: true },
    { path: 'for-sale', params: { title: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' } }, status: 'Published' },
    { path: 'for-rent', params: { title: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' } }, status: 'Published' },
    { path: 'projects', params: { title: { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' } }, status: 'Published' },
    {
      path: 'services',
      params: { title: { nl: 'Diensten', fr: 'Services', en: 'Services', de: 'Leistungen' } },
      status: 'Published',
      childMenus: [
        {
          path: 'contact-demand',
          params: { title: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' } },
          status: 'Published',
        },
        { path: 'team', params: { title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' } }, status: 'Published' },
        {
          path: 'references',
          params: { title: { nl: 'Referenties', fr: 'Références', en: 'References', de: 'Referenzen' } },
          status: 'Published',
        },
        {
          path: 'testimonials',
          params: { title: { nl: 'Gastenboek', fr: 'Témoignages', en: 'Testimonials', de: 'Erfahrungsberichte' } },
          status: 'Unpublished',
        },
      ],
    },
    { path: 'contact', params: { title: { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' } }, status: 'Published' },
  ],
  topBar: {
    show: true,
    left: [
      {
        status: true,
        icon: 'phone',
        // {phone} and {email}: the agency's own, so a new number is changed once (settings-placeholders.ts)
        label: { nl: '{phone}', fr: '{phone}' },
        link: { nl: 'tel:{phone}', fr: 'tel:{phone}' },
      },
      {
        status: true,
        icon: 'mail',
        label: { nl: '{email}', fr: '{email}' },
        link: { nl: 'mailto:{email}', fr: 'mailto:{email}' },
      },
      { status: false, icon: 'clock', label: { nl: 'Op afspraak', fr: 'Sur rendez-vous' }, link: { nl: '', fr: '' } },
    ],
    right: [
      {
        status: true,
        icon: 'user',
        label: { nl: 'Eigenaarslogin', fr: 'Espace propriétaire', en: 'Owner login', de: 'Eigentümer-Login' },
        link: { nl: '/login/', fr: '/login/' },
      },
      {
        status: true,
        icon: 'facebook',
        color: '#1877f2',
        label: { nl: 'Facebook', fr: 'Facebook' },
        link: { nl: 'https://www.facebook.com/immodyle', fr: 'https://www.facebook.com/immodyle' },
      },
      {
        status: true,
        icon: 'instagram',
        color: '#c13584',
        label: { nl: 'Instagram', fr: 'Instagram' },
        link: { nl: 'https://www.instagram.com/immodyle', fr: 'https://www.instagram.com/immodyle' },
      },
    ],
  },
  footer: {
    columns: [
      {
        title: { nl: 'Immo Dyle', fr: 'Immo Dyle' },
        intro: {
          nl: 'Uw vastgoedmakelaar in Waals-Brabant sinds 1998: verkoop, verhuur en nieuwbouw.',
          fr: 'Votre agence immobilière en Brabant wallon depuis 1998 : vente, location et projets neufs.',
          en: 'Your estate agent in Walloon Brabant since 1998: sales, lettings and new builds.',
          de: 'Ihr Immobilienmakler in Wallonisch-Brabant seit 1998: Verkauf, Vermietung und Neubau.',
        },
        text: {
          nl: "Place de l'Hôtel de Ville 12, 1300 Waver\nBTW BE 0712.345.678 · BIV 512.345\nToezichthoudende autoriteit: BIV, Luxemburgstraat 16B, 1000 Brussel",
          fr: "Place de l'Hôtel de Ville 12, 1300 Wavre\nTVA BE 0712.345.678 · IPI 512.345\nAutorité de contrôle : IPI, rue de Luxembourg 16B, 1000 Bruxelles",
          en: "Place de l'Hôtel de Ville 12, 1300 Wavre\nVAT BE 0712.345.678 · IPI 512.345\nSupervisory authority: IPI, rue de Luxembourg 16B, 1000 Brussels",
          de: "Place de l'Hôtel de Ville 12, 1300 Wavre\nMwSt. BE 0712.345.678 · IPI 512.345\nAufsichtsbehörde: IPI, rue de Luxembourg 16B, 1000 Brüssel",
        },
        images: [
          {
            src: '/brand/ipi-member.svg',
            width: 120,
            height: 40,
            alt: {
              nl: 'Erkend vastgoedmakelaar BIV',
              fr: 'Agent immobilier agréé IPI',
              en: 'Licensed estate agent (IPI)',
              de: 'Zugelassener Immobilienmakler (IPI)',
            },
          },
        ],
        public: true,
        widths: { sm: 12, md: 6, lg: 5 },
      },
      {
        title: { nl: 'Diensten', fr: 'Services', en: 'Services', de: 'Leistungen' },
        links: [{ path: 'services' }, { path: 'contact-demand' }, { path: 'demand-register' }, { path: 'team' }, { path: 'contact' }],
        public: true,
        widths: { sm: 6, md: 3, lg: 3 },
      },
      {
        title: { nl: 'Info', fr: 'Infos', en: 'Information', de: 'Informationen' },
        links: [{ path: 'newsletter' }, { path: 'disclaimer' }, { path: 'privacy' }, { path: 'cookie-policy' }, { path: 'login' }],
        public: true,
        widths: { sm: 6, md: 3, lg: 4 },
      },
      {
        title: { nl: 'Intern', fr: 'Interne' },
        text: { nl: 'Niet publiek.', fr: 'Non public.' },
        public: false,
        widths: { sm: 12, md: 12, lg: 12 },
      },
    ],
    copyright: {
      nl: '© {year} Immo Dyle SRL. Alle rechten voorbehouden.',
      fr: '© {year} Immo Dyle SRL. Tous droits réservés.',
      en: '© {year} Immo Dyle SRL. All rights reserved.',
      de: '© {year} Immo Dyle SRL. Alle Rechte vorbehalten.',
    },
  },
  home: {
    banner: {
      type: 'image',
      image: {
        src: '/demo/hero.svg',
        width: 1600,
        height: 900,
        alt: {
          nl: 'Rijhuizen langs de Dijle bij zonsondergang',
          fr: 'Maisons de ville au bord de la Dyle au coucher du soleil',
          en: 'Town houses along the Dyle at sunset',
          de: 'Stadthäuser an der Dyle bei Sonnenuntergang',
        },
      },
    },
    hero: {
      showLogo: false,
      title: {
        public: true,
        text: {
          nl: 'Thuiskomen in Waals-Brabant',
          fr: 'Bienvenue chez vous en Brabant wallon',
          en: 'Coming home in Walloon Brabant',
          de: 'Zuhause in Wallonisch-Brabant',
        },
      },
      description: {
        public: true,
        text: {
          nl: 'Verkopen, kopen of huren met een makelaar die de streek kent: {FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur.',
          fr: 'Vendre, acheter ou louer avec une agence qui connaît la région : {FOR_SALE_TOTAL} biens à vendre et {FOR_RENT_TOTAL} à louer.',
          en: 'Sell, buy or rent with an agent who knows the area: {FOR_SALE_TOTAL} properties for sale and {FOR_RENT_TOTAL} for rent.',
          de: 'Verkaufen, kaufen oder mieten mit einem Makler, der die Region kennt: {FOR_SALE_TOTAL} Immobilien zu verkaufen und {FOR_RENT_TOTAL} zu vermieten.',
        },
      },
    },
  },
  analytics: {},
  // A tenant's net income is usually asked to be three times the rent in Belgium.
  rentalViewings: { minimumIncomeRatio: 3, maxPersons: 6 },
  leads: {
    notify: 'leads@immo-dyle.be',
    sender: 'site@immo-dyle.be',
    // Cloudflare's documented test key, which always passes: replace it with the site's own key.
    captchaSiteKey: '1x00000000000000000000AA',
    // The language the agency reads its lead mails in (the site's default language when left out).
    language: 'fr',
  },
  // Decision 029: who is mailed when syncs keep failing or deliveries pile up (once per incident, and once
  // when it is over); leave the address out to mail nobody.
  operator: { email: 'webmaster@immo-dyle.be' },
  // Decision 018: how long personal data is kept. The cron trigger erases leads (with their CV and
  // pictures) older than leadsMonths, and newsletter addresses endedSubscriptionsMonths after they
  // left; the privacy page says so in four languages.
  retention: { leadsMonths: 24, endedSubscriptionsMonths: 12 },
  // Decision 019: whether the references page (sold and rented properties) shows their last asking price.
  references: { showPrice: false },
  search: { showSearchInput: true, showSearchButton: true, showCountProperty: true, showSearchCount: true },
})
