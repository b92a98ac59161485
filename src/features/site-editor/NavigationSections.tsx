import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AdminPanel } from '#/admin/AdminFrame.tsx'
import type { FooterColumn, MenuItem, TopBarItem } from '#/config/site-config-schema.ts'
import { PATH_SLUGS } from '#/i18n/path-slugs.ts'
import { ImageListSetting } from './ImageSettings.tsx'
import type { Locale } from '#/i18n/locales.ts'
import {
  AddButton,
  CheckField,
  ColourField,
  HINT,
  ListItemControls,
  LocalizedFields,
  NumberField,
  SelectField,
  useListAt,
  useSettingsDraft,
} from './settings-fields.tsx'

// The site's ways around (decision 034): the header menu's titles, the top bar's entries and the
// footer's columns, each text per language.

/** The pages a menu, footer or top-bar link may name (their neutral paths), offered as the admin types. */
function SitePathList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {Object.keys(PATH_SLUGS).map((path) => (
        <option key={path} value={path} />
      ))}
    </datalist>
  )
}

export function MenuSection() {
  const { t, i18n } = useLingui()
  const menu = useListAt<MenuItem>('menu')
  return (
    <AdminPanel title={t`Menu`}>
      <p className={`${HINT} mb-4`}>
        {t`The titles of the header menu in each language; an entry without a title in a language shows the default language's.`}
      </p>
      <div className="grid gap-4">
        {menu.map((item, index) => (
          <fieldset key={item.path || 'home'} className="rounded-xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink">
              {item.params.title[i18n.locale as Locale] ?? item.params.title.nl}{' '}
              <span className="font-normal text-muted">/{item.path}</span>
            </legend>
            <LocalizedFields path={`menu.${index}.params.title`} legend={t`Title`} />
            <CheckStatus path={`menu.${index}.status`} />
            {item.childMenus?.map((child, childIndex) => (
              <fieldset key={child.path} className="mt-3 rounded-lg border border-line p-3">
                <legend className="px-1 text-sm font-medium text-ink">
                  {child.params.title[i18n.locale as Locale] ?? child.params.title.nl}{' '}
                  <span className="font-normal text-muted">/{child.path}</span>
                </legend>
                <LocalizedFields path={`menu.${index}.childMenus.${childIndex}.params.title`} legend={t`Title`} />
                <CheckStatus path={`menu.${index}.childMenus.${childIndex}.status`} />
              </fieldset>
            ))}
          </fieldset>
        ))}
      </div>
    </AdminPanel>
  )
}

/** A menu entry's Published/Unpublished status as a box. */
function CheckStatus({ path }: { path: string }) {
  const { t } = useLingui()
  const { settings, set } = useSettingsDraft()
  const status = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings)
  return (
    <label className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        name={path}
        checked={status === 'Published'}
        onChange={(event) => set(path, event.target.checked ? 'Published' : 'Unpublished')}
        className="size-5"
      />
      {t`Shown in the menu`}
    </label>
  )
}

// The placeholders are said as the admin types them; passed as values, since braces in a message are its own placeholders.
const PHONE_PLACEHOLDER = '{phone}'
const EMAIL_PLACEHOLDER = '{email}'
const YEAR_PLACEHOLDER = '{year}'

const ICONS = ['phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'user'] as const

function TopBarEntry({ side, index }: { side: 'left' | 'right'; index: number }) {
  const { t } = useLingui()
  const path = `topBar.${side}.${index}`
  const iconNames: Record<(typeof ICONS)[number], string> = {
    phone: t`Telephone`,
    mail: t`Envelope`,
    pin: t`Map pin`,
    clock: t`Clock`,
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    user: t`Person`,
  }
  const item = useListAt<TopBarItem>(`topBar.${side}`)[index]
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t`Entry ${index + 1}`}</legend>
      <CheckField path={`${path}.status`} label={t`Shown`} />
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <SelectField
          path={`${path}.icon`}
          label={t`Icon`}
          none={t`No icon`}
          options={ICONS.map((icon) => [icon, iconNames[icon]] as const)}
        />
        {item?.color !== undefined && <ColourField path={`${path}.color`} label={t`Icon colour`} whiteText={false} />}
      </div>
      <div className="mt-3 grid gap-3">
        <LocalizedFields path={`${path}.label`} legend={t`Text`} />
        <LocalizedFields
          path={`${path}.link`}
          legend={t`Link (a page such as /login/, an address https://…, tel: or mailto:; empty: no link)`}
        />
      </div>
      <div className="mt-3">
        <ListItemControls path={`topBar.${side}`} index={index} name={t`entry ${index + 1}`} />
      </div>
    </fieldset>
  )
}

export function TopBarSection() {
  const { t } = useLingui()
  const left = useListAt<TopBarItem>('topBar.left')
  const right = useListAt<TopBarItem>('topBar.right')
  const newEntry = (): TopBarItem => ({ status: true, label: { nl: '', fr: '' }, link: { nl: '', fr: '' } })
  return (
    <AdminPanel title={t`Top bar`}>
      <CheckField path="topBar.show" label={t`Show the top bar above the header`} />
      <p className={HINT}>{t`${PHONE_PLACEHOLDER} and ${EMAIL_PLACEHOLDER} in a text or link write the agency's own, as set above.`}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {(
          [
            ['left', left, t`Left side`],
            ['right', right, t`Right side`],
          ] as const
        ).map(([side, entries, title]) => (
          <div key={side} className="grid content-start gap-4">
            <h3 className="text-base font-semibold text-ink">{title}</h3>
            {entries.map((_, index) => (
              <TopBarEntry key={index} side={side} index={index} />
            ))}
            <div>
              <AddButton
                path={`topBar.${side}`}
                label={side === 'left' ? t`Add an entry on the left` : t`Add an entry on the right`}
                make={newEntry}
              />
            </div>
          </div>
        ))}
      </div>
    </AdminPanel>
  )
}

function FooterLinks({ column }: { column: number }) {
  const { t } = useLingui()
  const path = `footer.columns.${column}.links`
  const links = useListAt<NonNullable<FooterColumn['links']>[number]>(path)
  const listId = useId()
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-ink">{t`Links to pages`}</legend>
      <SitePathList id={listId} />
      <ul className="mt-1 grid gap-3">
        {links.map((_, index) => (
          <li key={index} className="grid gap-2 rounded-lg border border-line p-3">
            <LinkPathField path={`${path}.${index}.path`} listId={listId} />
            <ListItemControls path={path} index={index} name={t`link ${index + 1}`} />
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <AddButton path={path} label={t`Add a link`} make={() => ({ path: 'contact' })} />
      </div>
    </fieldset>
  )
}

function LinkPathField({ path, listId }: { path: string; listId: string }) {
  const { t } = useLingui()
  const { settings, set, problems } = useSettingsDraft()
  const id = useId()
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings)
  const wrong = problems.has(path)
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t`Page`}
      </label>
      <input
        id={id}
        list={listId}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => set(path, event.target.value.trim().replace(/^\/+|\/+$/g, ''))}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-problem` : undefined}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-line px-3 font-mono text-sm"
      />
      {wrong && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">
          {t`This is not a page of the site: choose one from the list.`}
        </p>
      )}
    </div>
  )
}

function FooterColumnFields({ index }: { index: number }) {
  const { t } = useLingui()
  const path = `footer.columns.${index}`
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t`Column ${index + 1}`}</legend>
      <CheckField path={`${path}.public`} label={t`Shown to visitors`} />
      <div className="mt-2 grid gap-3">
        <LocalizedFields path={`${path}.title`} legend={t`Title`} />
        <LocalizedFields path={`${path}.intro`} legend={t`Introduction (optional)`} optional multiline />
        <LocalizedFields path={`${path}.text`} legend={t`Text (optional)`} optional multiline />
      </div>
      <FooterLinks column={index} />
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-ink">{t`Pictures (optional)`}</legend>
        <div className="mt-1">
          <ImageListSetting path={`${path}.images`} slot="footer" name={(picture) => t`Picture ${picture + 1}`} />
        </div>
      </fieldset>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-ink">{t`Width out of 12, by screen`}</legend>
        <div className="mt-1 grid grid-cols-3 gap-3">
          <NumberField path={`${path}.widths.sm`} label={t`Small screens`} min={1} max={12} step={1} />
          <NumberField path={`${path}.widths.md`} label={t`Medium screens`} min={1} max={12} step={1} />
          <NumberField path={`${path}.widths.lg`} label={t`Large screens`} min={1} max={12} step={1} />
        </div>
      </fieldset>
      <div className="mt-3">
        <ListItemControls path="footer.columns" index={index} name={t`column ${index + 1}`} />
      </div>
    </fieldset>
  )
}

export function FooterSection() {
  const { t } = useLingui()
  const columns = useListAt<FooterColumn>('footer.columns')
  return (
    <AdminPanel title={t`Footer`}>
      <div className="grid gap-4">
        {columns.map((_, index) => (
          <FooterColumnFields key={index} index={index} />
        ))}
        <div>
          <AddButton
            path="footer.columns"
            label={t`Add a column`}
            make={(): FooterColumn => ({ title: { nl: '', fr: '' }, public: true, widths: { sm: 12, md: 6, lg: 3 } })}
          />
        </div>
        <LocalizedFields path="footer.copyright" legend={t`Copyright line`} />
        <p className={HINT}>{t`${YEAR_PLACEHOLDER} in the copyright line writes the current year.`}</p>
      </div>
    </AdminPanel>
  )
}
