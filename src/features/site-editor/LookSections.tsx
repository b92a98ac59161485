import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AdminPanel } from '#/admin/AdminFrame.tsx'
import type { SiteSettings } from '#/config/site-settings.ts'
import {
  CheckField,
  ColourField,
  FIELDSET,
  HINT,
  LABEL,
  LocalizedFields,
  SelectField,
  TextField,
  useSettingsDraft,
} from './settings-fields.tsx'
import { ImageListSetting, ImageSetting } from './ImageSettings.tsx'

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
      <div className="mt-4 max-w-2xl">
        <ImageSetting path="brand.logo" slot="logo" label={t`Logo`} withAlt={false} />
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
type BannerImage = Extract<Banner, { type: 'image' }>['image']

/** The pictures a banner holds, whatever its kind: what another kind starts from. */
function picturesOf(banner: Banner): BannerImage[] {
  if (banner.type === 'image') return [banner.image]
  if (banner.type === 'gallery') return banner.images
  if (banner.type === 'video') return [banner.poster]
  return []
}

/** The home banner's kind and its pictures; a new kind starts from the pictures the banner had, where it can. */
function BannerChoice() {
  const { t } = useLingui()
  const { settings, set } = useSettingsDraft()
  const banner = settings.home.banner
  // The pictures of every banner the admin had in this form: switching kinds back and forth loses none.
  const [seen, setSeen] = useState<BannerImage[]>(() => picturesOf(banner))
  const kinds: Array<[Banner['type'], string]> = [
    ['image', t`Picture`],
    ['gallery', t`Gallery of pictures`],
    ['video', t`Video`],
    ['color', t`Brand colour`],
    ['none', t`No banner`],
  ]
  const choose = (type: Banner['type']) => {
    const pictures = [...picturesOf(banner), ...seen.filter((image) => !picturesOf(banner).some((kept) => kept.src === image.src))]
    setSeen(pictures)
    const [first] = pictures
    if (type === 'image') set('home.banner', { type, ...(first ? { image: first } : {}) })
    else if (type === 'gallery') set('home.banner', { type, images: pictures })
    else if (type === 'video')
      set('home.banner', { type, video: banner.type === 'video' ? banner.video : '', ...(first ? { poster: first } : {}) })
    else if (type === 'color') set('home.banner', { type, color: banner.type === 'color' ? banner.color : settings.brand.colorDark })
    else set('home.banner', { type })
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
      <div className="mt-3 max-w-3xl">
        {banner.type === 'color' && <ColourField path="home.banner.color" label={t`Banner colour`} />}
        {banner.type === 'image' && <ImageSetting path="home.banner.image" slot="banner" label={t`Banner picture`} />}
        {banner.type === 'gallery' && (
          <>
            <p className={`${HINT} mb-3`}>{t`At least two pictures, shown in turn.`}</p>
            <ImageListSetting path="home.banner.images" slot="banner" name={(index) => t`Picture ${index + 1}`} />
          </>
        )}
        {banner.type === 'video' && (
          <div className="grid gap-4">
            <TextField
              path="home.banner.video"
              label={t`Address of the video file`}
              type="url"
              required
              hint={t`An MP4 file the site may play without sound, in a loop. Visitors who prefer less motion see the picture instead.`}
            />
            <ImageSetting path="home.banner.poster" slot="banner" label={t`Picture shown before and instead of the video`} />
          </div>
        )}
      </div>
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
