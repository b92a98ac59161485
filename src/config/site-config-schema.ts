import * as v from 'valibot'
import { WEEKDAYS } from '../domain/opening-hours.ts'
// Relative import: vite.config.ts loads this file to validate app.config.ts before building.
import { LOCALES, type Locale } from '../i18n/locales.ts'
import { isSitePath } from '../i18n/path-slugs.ts'
import { MINIMUM_TEXT_CONTRAST, carriesWhiteText } from '../domain/colour-contrast.ts'

/** Operator text per language: nl and fr required, en and de optional (spec §1: content mainly nl/fr). */
export const LocalizedTextSchema = v.object({
  nl: v.string(),
  fr: v.string(),
  en: v.optional(v.string()),
  de: v.optional(v.string()),
})

// spec §3 "Page": status Published or Unpublished; only Published entries appear (spec §4).
export const PublishStatusSchema = v.picklist(['Published', 'Unpublished'])

const NeutralPathSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]*(\/[a-z0-9-]+)*$/, 'a neutral path: lower-case segments without leading or trailing slash'),
)

export const ChildMenuItemSchema = v.object({
  path: NeutralPathSchema,
  params: v.object({ title: LocalizedTextSchema }),
  status: PublishStatusSchema,
})

// spec §3 "Menu item": path, params.title per language, status, childMenus.
export const MenuItemSchema = v.object({
  path: NeutralPathSchema,
  params: v.object({ title: LocalizedTextSchema }),
  status: PublishStatusSchema,
  /** the home entry points to the root and can be hidden (spec §2 "Header menu") */
  hidden: v.optional(v.boolean()),
  childMenus: v.optional(v.array(ChildMenuItemSchema)),
})

export const IconNameSchema = v.picklist(['phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'user'])

const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/
const ColorSchema = v.pipe(v.string(), v.regex(COLOR_PATTERN, 'a colour as #rrggbb'))

// spec §2 "Top bar": status flag, icon, colour, multilingual label and link.
export const TopBarItemSchema = v.object({
  status: v.boolean(),
  icon: v.optional(IconNameSchema),
  color: v.optional(ColorSchema),
  label: LocalizedTextSchema,
  link: LocalizedTextSchema,
})

/** What a picture shows, for those who cannot see it: written in Dutch and French at least (WCAG 1.1.1). */
const AltTextSchema = v.object({
  nl: v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', 'a picture needs its text alternative in Dutch'),
  ),
  fr: v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', 'a picture needs its text alternative in French'),
  ),
  en: v.optional(v.string()),
  de: v.optional(v.string()),
})

export const ImageSchema = v.object({
  src: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alt: AltTextSchema,
})

/** A calendar day as YYYY-MM-DD that exists (no 31 April). */
const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
  }, 'a date that exists'),
)

/** Closures an agency announces at once: a year of holidays and bridge days fits. */
const MAX_CLOSURES = 20

const ColumnWidthSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))

// spec §2 "Footer": title, intro text, full text, images, public flag, widths for sm, md and lg.
export const FooterColumnSchema = v.object({
  title: LocalizedTextSchema,
  intro: v.optional(LocalizedTextSchema),
  text: v.optional(LocalizedTextSchema),
  links: v.optional(v.array(v.object({ path: NeutralPathSchema, label: v.optional(LocalizedTextSchema) }))),
  images: v.optional(v.array(ImageSchema)),
  public: v.boolean(),
  widths: v.object({ sm: ColumnWidthSchema, md: ColumnWidthSchema, lg: ColumnWidthSchema }),
})

// spec §2 "/ (home)": banner of type image, gallery or video; spec §3 "Image kind".
export const BannerSchema = v.variant('type', [
  v.object({ type: v.literal('image'), image: ImageSchema }),
  v.object({
    type: v.literal('gallery'),
    images: v.pipe(v.array(ImageSchema), v.minLength(2)),
    intervalMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(3000))),
  }),
  v.object({ type: v.literal('video'), video: v.string(), poster: ImageSchema }),
  v.object({ type: v.literal('color'), color: ColorSchema }),
  v.object({ type: v.literal('none') }),
])

const PublicTextSchema = v.object({ public: v.boolean(), text: LocalizedTextSchema })

/** How long personal data is kept: whole months, at least one, at most ten years. */
const MonthsSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120))

export const RetentionSchema = v.object({
  /** leads (every form sent) and their uploads (CV, pictures), counted from the day they were sent; a running search alert keeps its lead */
  leadsMonths: MonthsSchema,
  /** newsletter addresses that left: kept this long after leaving, then deleted */
  endedSubscriptionsMonths: MonthsSchema,
})

export const SiteConfigSchema = v.object({
  agency: v.object({
    name: v.pipe(v.string(), v.minLength(1)),
    legalName: v.string(),
    vatNumber: v.string(),
    /** BIV/IPI licence number, which Belgian law requires agents to show */
    bivNumber: v.string(),
    street: v.string(),
    zip: v.string(),
    city: LocalizedTextSchema,
    phone: v.string(),
    email: v.pipe(v.string(), v.email()),
    /** written once as days and times: the text on every page and the schema.org hours both come from it */
    openingHours: v.pipe(
      v.array(
        v.object({
          days: v.pipe(v.array(v.picklist(WEEKDAYS)), v.minLength(1)),
          opens: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM')),
          closes: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM')),
        }),
      ),
      v.minLength(1),
    ),
    /** days the office is closed outside its weekly hours ("closed 24–26 December"): on the contact card and in the schema.org hours until their last day */
    closures: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.object({
              from: IsoDateSchema,
              to: IsoDateSchema,
              /** why, in the languages the agency writes it in (any may be left out) */
              reason: v.optional(v.partial(LocalizedTextSchema)),
            }),
            v.forward(
              v.check((closure) => closure.from <= closure.to, 'the last day of a closure cannot come before its first'),
              ['to'],
            ),
          ),
        ),
        v.maxLength(MAX_CLOSURES, `at most ${MAX_CLOSURES} closures`),
      ),
    ),
    /** where the office is, for search engines' maps (schema.org geo) */
    geo: v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
    /** the agency's own profiles elsewhere (schema.org sameAs): social networks, the IPI register */
    sameAs: v.array(v.pipe(v.string(), v.url())),
  }),
  brand: v.pipe(
    v.object({
      /** the one brand colour, exposed as CSS variable --brand */
      color: ColorSchema,
      /** a darker shade for hover and text on light backgrounds */
      colorDark: ColorSchema,
      logo: v.object({ src: v.string(), width: v.number(), height: v.number() }),
      /** the picture link previews show when a page has none of its own (a raster image, 1200 × 630) */
      shareImage: v.object({ src: v.string(), width: v.number(), height: v.number() }),
    }),
    // Buttons and bars carry white text on the brand colour (WCAG 2.2 AA, 1.4.3).
    v.forward(
      v.check(
        // a colour that is no #rrggbb is refused once, by its own schema
        (brand) => !COLOR_PATTERN.test(brand.color) || carriesWhiteText(brand.color),
        `white text on this colour is under ${MINIMUM_TEXT_CONTRAST}:1 contrast: choose a darker colour`,
      ),
      ['color'],
    ),
  ),
  languages: v.pipe(
    v.object({
      enabled: v.pipe(v.array(v.picklist(LOCALES)), v.minLength(1, 'at least one language must be enabled')),
      default: v.picklist(LOCALES),
    }),
    v.check((l) => l.enabled.includes(l.default), 'the default language must be one of the enabled languages'),
  ),
  header: v.object({
    /** spec §2: the free-evaluation button shows in the header when on, always in the drawer */
    showFreeEvaluation: v.boolean(),
    /** spec §2: the logo shows at once, or only after scrolling past 30 px */
    logo: v.picklist(['always', 'after-scroll']),
    /** spec §2/§4: fixed or absolute/transparent once scrolled past 30 px */
    position: v.picklist(['fixed', 'transparent']),
  }),
  menu: v.array(MenuItemSchema),
  topBar: v.object({
    show: v.boolean(),
    left: v.array(TopBarItemSchema),
    right: v.array(TopBarItemSchema),
  }),
  footer: v.object({
    columns: v.array(FooterColumnSchema),
    copyright: LocalizedTextSchema,
  }),
  home: v.object({
    banner: BannerSchema,
    hero: v.object({
      title: PublicTextSchema,
      description: PublicTextSchema,
      showLogo: v.boolean(),
    }),
  }),
  // spec §3 "Site config": analytics id, ads id, tag manager id, social pixel id.
  analytics: v.object({
    analyticsId: v.optional(v.string()),
    adsId: v.optional(v.string()),
    tagManagerId: v.optional(v.string()),
    pixelId: v.optional(v.string()),
  }),
  // spec §3 "Site config": search display options.
  search: v.object({
    showSearchInput: v.boolean(),
    showSearchButton: v.boolean(),
    showCountProperty: v.boolean(),
    showSearchCount: v.boolean(),
  }),
  // Decision 007: where lead mails go and come from, and the public half of the captcha.
  leads: v.object({
    /** the agency's inbox for new leads (Reply-To is the visitor) */
    notify: v.pipe(v.string(), v.email()),
    /** the sender of every mail, on a domain set up for Cloudflare Email Service */
    sender: v.pipe(v.string(), v.email()),
    /** Cloudflare Turnstile site key; the secret is a Worker secret (TURNSTILE_SECRET_KEY) */
    captchaSiteKey: v.pipe(v.string(), v.minLength(1)),
    /** the language the agency reads its lead mails in; without it, the site's default language (agencyLanguage) */
    language: v.optional(v.picklist(LOCALES)),
  }),
  // Decision 029: who hears of trouble (syncs failing, mails or CRM deliveries stuck, alert mails dropped),
  // once when it begins and once when it ends, in leads.language. Without an address the site still
  // records its incidents (/api/health shows them) but mails nobody.
  operator: v.optional(
    v.object({
      /** the operator's inbox for incident mails */
      email: v.optional(v.pipe(v.string(), v.email())),
    }),
  ),
  // What a viewing of a rental asks of the visitor (spec §4: a minimum income and a
  // maximum number of persons).
  rentalViewings: v.object({
    /** the net monthly income must be at least this many times the monthly rent */
    minimumIncomeRatio: v.pipe(v.number(), v.minValue(0)),
    /** the most persons who may live in a rented property */
    maxPersons: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  // Leads and uploads older than the retention period set here are erased by the cron trigger;
  // the privacy page states these periods as configured.
  retention: RetentionSchema,
  /** Decision 019: the references page (sold and rented properties) shows their last price only when allowed; absent is false */
  references: v.optional(v.object({ showPrice: v.boolean() })),
  /** public origin of the production site, for canonical URLs and hreflang */
  siteUrl: v.pipe(v.string(), v.url()),
})

// The schema has no transforms or defaults, so what the operator writes is what the app reads.
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>
export type MenuItem = v.InferOutput<typeof MenuItemSchema>
export type TopBarItem = v.InferOutput<typeof TopBarItemSchema>
export type FooterColumn = v.InferOutput<typeof FooterColumnSchema>
export type ImageConfig = v.InferOutput<typeof ImageSchema>
export type IconName = v.InferOutput<typeof IconNameSchema>
export type RetentionConfig = v.InferOutput<typeof RetentionSchema>

/** The language of the agency's lead mails: `leads.language`, else the site's default language. */
export function agencyLanguage(config: Pick<SiteConfig, 'leads' | 'languages'>): Locale {
  return config.leads.language ?? config.languages.default
}

export class SiteConfigError extends Error {
  override name = 'SiteConfigError'
}

/**
 * The paths of menus, footer and top bar that name no page of the path table. They link to the home
 * page (spec §2 "Header menu"), so they are warnings, not errors: printed at build and by the tests.
 */
export function unknownConfigPaths(config: Pick<SiteConfig, 'menu' | 'footer' | 'topBar'>): string[] {
  return unknownPaths(config).map(
    ({ where, path }) => `${where}: "${path}" is not a page of the path table (src/i18n/path-table.ts); it links to the home page`,
  )
}

/** Each path of menus, footer and top bar that names no page, with where it is (`menu.2.path`). */
export function unknownPaths(config: Pick<SiteConfig, 'menu' | 'footer' | 'topBar'>): Array<{ where: string; path: string }> {
  const paths: Array<[string, string]> = []
  config.menu.forEach((item, i) => {
    paths.push([`menu.${i}.path`, item.path])
    item.childMenus?.forEach((child, j) => paths.push([`menu.${i}.childMenus.${j}.path`, child.path]))
  })
  config.footer.columns.forEach((column, i) =>
    column.links?.forEach((link, j) => paths.push([`footer.columns.${i}.links.${j}.path`, link.path])),
  )
  for (const side of ['left', 'right'] as const) {
    config.topBar[side].forEach((item, i) =>
      Object.entries(item.link).forEach(([language, link]) => {
        if (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//'))
          paths.push([`topBar.${side}.${i}.link.${language}`, link])
      }),
    )
  }
  return paths.filter(([, path]) => !isSitePath(path)).map(([where, path]) => ({ where, path }))
}

/** Validates the operator's configuration; a broken one fails with every problem and its path. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = v.safeParse(SiteConfigSchema, input)
  if (result.success) {
    for (const warning of unknownConfigPaths(result.output)) console.warn(`app.config.ts: ${warning}`)
    return result.output
  }
  const lines = result.issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)'
    return `  - ${path}: ${issue.message}`
  })
  throw new SiteConfigError(`app.config.ts is invalid:\n${lines.join('\n')}`)
}

export type { Locale }
