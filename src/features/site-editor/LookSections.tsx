import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AdminPanel } from '#/admin/AdminFrame.tsx'
import type { SiteSettings } from '#/config/site-settings.ts'
import { CheckField, ColourField, FIELDSET, HINT, LABEL, LocalizedFields, SelectField, useSettingsDraft } from './settings-fields.tsx'

// How the site looks (decision 034): the brand colours, the header's options and the home page's
// banner and hero texts.

export function BrandSection() {
  const { t } = useLingui()
  return (
    <AdminPanel title={t`Brand colours`}>
      <div className={FIELDSET}>
        <ColourField path="brand.color" label={t`Brand colour`} />
        <ColourField path="brand.colorDark" label={t`Dark shade`} />
      </div>
    </AdminPanel>
  )
}

export function HeaderSection() {
  const { t } = useLingui()
  return (
    <AdminPanel title={t`Header`}>
      <div className={FIELDSET}>
        <SelectField
          path="header.logo"
          label={t`Logo`}
          options={[
            ['always', t`Always shown`],
            ['after-scroll', t`Shown once the visitor scrolls`],
          ]}
        />
        <SelectField
          path="header.position"
          label={t`Header on scrolling`}
          options={[
            ['fixed', t`Stays at the top`],
            ['transparent', t`Transparent over the top of the page`],
          ]}
        />
      </div>
      <div className="mt-2">
        <CheckField
          path="header.showFreeEvaluation"
          label={t`Show the free valuation button in the header`}
          hint={t`It is always in the menu on phones.`}
        />
      </div>
    </AdminPanel>
  )
}

type Banner = SiteSettings['home']['banner']

/** The home banner's kind; a picture kind keeps its pictures while the admin tries another and comes back. */
function BannerChoice() {
  const { t } = useLingui()
  const { settings, set } = useSettingsDraft()
  const banner = settings.home.banner
  // What the banner was when the form opened: its pictures come back when the admin chooses its kind again.
  const [opened] = useState<Banner>(banner)
  const kinds: Array<[Banner['type'], string]> = [
    ...(opened.type === 'image' || opened.type === 'gallery' || opened.type === 'video'
      ? [[opened.type, { image: t`Picture`, gallery: t`Gallery of pictures`, video: t`Video` }[opened.type]] as [Banner['type'], string]]
      : []),
    ['color', t`Brand colour`],
    ['none', t`No banner`],
  ]
  const choose = (type: Banner['type']) => {
    if (type === opened.type) set('home.banner', opened)
    else if (type === 'color') set('home.banner', { type: 'color', color: settings.brand.colorDark })
    else set('home.banner', { type: 'none' })
  }
  return (
    <fieldset>
      <legend className={LABEL}>{t`Banner of the home page`}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {kinds.map(([type, text]) => (
          <label key={type} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="radio" name="home.banner.type" checked={banner.type === type} onChange={() => choose(type)} className="size-5" />
            {text}
          </label>
        ))}
      </div>
      {banner.type === 'color' && (
        <div className="mt-2 max-w-sm">
          <ColourField path="home.banner.color" label={t`Banner colour`} />
        </div>
      )}
      {(banner.type === 'image' || banner.type === 'gallery') && (
        <p className={HINT}>
          {banner.type === 'image' ? t`The banner shows one picture.` : t`The banner shows ${banner.images.length} pictures in turn.`}
        </p>
      )}
    </fieldset>
  )
}

export function HomeSection() {
  const { t } = useLingui()
  return (
    <AdminPanel title={t`Home page`}>
      <BannerChoice />
      <div className="mt-6 grid gap-4">
        <CheckField path="home.hero.title.public" label={t`Show the title over the banner`} />
        <LocalizedFields path="home.hero.title.text" legend={t`Title over the banner`} />
        <CheckField path="home.hero.description.public" label={t`Show the text under the title`} />
        <LocalizedFields path="home.hero.description.text" legend={t`Text under the title`} multiline />
        <CheckField path="home.hero.showLogo" label={t`Show the logo over the banner`} />
      </div>
    </AdminPanel>
  )
}
