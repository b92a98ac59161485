import { createContext, useContext, useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ADMIN_INPUT, SECONDARY_BUTTON } from '#/admin/AdminControls.tsx'
import type { SiteSettings } from '#/config/site-settings.ts'
import { MINIMUM_TEXT_CONTRAST, contrastRatio } from '#/domain/colour-contrast.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { useLanguageNames } from '#/admin/language-names.ts'
import { valueAt } from '#/config/settings-paths.ts'

// The settings form's fields: each is bound to its path in the draft document the form holds, and
// shows the refusal of a save at that path next to itself (aria-invalid, described by the message).

export const LABEL = 'text-sm font-medium text-ink'
export const HINT = 'mt-1 text-sm text-muted'
export const FIELDSET = 'grid gap-4 md:grid-cols-2'

type DraftEditing = {
  settings: SiteSettings
  set: (path: string, value: unknown) => void
  /** removes the group at `path` when every text in it is empty (an optional text left blank) */
  prune: (path: string) => void
  /** the paths a refused save named */
  problems: ReadonlySet<string>
}

const SettingsDraft = createContext<DraftEditing | null>(null)
export const SettingsDraftProvider = SettingsDraft.Provider

export function useSettingsDraft(): DraftEditing {
  const editing = useContext(SettingsDraft)
  if (!editing) throw new Error('settings fields are drawn inside the settings form')
  return editing
}

function Problem({ id, text }: { id: string; text?: string }) {
  const { t } = useLingui()
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {text ?? t`This value is not accepted. Check it and save again.`}
    </p>
  )
}

type TextFieldProps = {
  path: string
  label: string
  type?: 'text' | 'tel' | 'email' | 'url' | 'date' | 'time'
  required?: boolean
  /** an empty value leaves the setting out (it falls back or is not used) */
  optional?: boolean
  multiline?: boolean
  hint?: string
  problemText?: string
  autoComplete?: string
  lang?: string
  /** the optional group this text belongs to, removed when all its texts are empty */
  group?: string
}

export function TextField({
  path,
  label,
  type = 'text',
  required,
  optional,
  multiline,
  hint,
  problemText,
  autoComplete,
  lang,
  group,
}: TextFieldProps) {
  const { settings, set, prune, problems } = useSettingsDraft()
  const id = useId()
  const wrong = problems.has(path)
  const value = valueAt(settings, path)
  const described = [hint ? `${id}-hint` : '', wrong ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: path,
    value: typeof value === 'string' ? value : '',
    required,
    lang,
    'aria-invalid': wrong || undefined,
    'aria-describedby': described,
    className: `${ADMIN_INPUT} mt-1.5`,
    onChange: (event: { target: { value: string } }) => {
      const typed = event.target.value
      set(path, optional && typed.trim() === '' ? undefined : typed)
      if (group) prune(group)
    },
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} autoComplete={autoComplete ?? 'off'} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      {wrong && <Problem id={`${id}-problem`} text={problemText} />}
    </div>
  )
}

/** A number setting; what is not a number is kept as typed, so the save names it at its path. */
export function NumberField({
  path,
  label,
  min,
  max,
  step,
  hint,
}: {
  path: string
  label: string
  min?: number
  max?: number
  step?: number
  hint?: string
}) {
  const { settings, set, problems } = useSettingsDraft()
  const id = useId()
  const wrong = problems.has(path)
  const value = valueAt(settings, path)
  const described = [hint ? `${id}-hint` : '', wrong ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        name={path}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
        onChange={(event) => {
          const typed = event.target.value
          set(path, typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed)
        }}
        aria-invalid={wrong || undefined}
        aria-describedby={described}
        className={`${ADMIN_INPUT} mt-1.5`}
      />
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      {wrong && <Problem id={`${id}-problem`} />}
    </div>
  )
}

export function CheckField({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { settings, set } = useSettingsDraft()
  const id = useId()
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name={path}
          checked={valueAt(settings, path) === true}
          onChange={(event) => set(path, event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5"
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A choice among `options`; with `none`, a first option that leaves the setting out. */
export function SelectField({
  path,
  label,
  options,
  none,
  hint,
}: {
  path: string
  label: string
  options: ReadonlyArray<readonly [string, string]>
  none?: string
  hint?: string
}) {
  const { settings, set, problems } = useSettingsDraft()
  const id = useId()
  const wrong = problems.has(path)
  const value = valueAt(settings, path)
  const described = [hint ? `${id}-hint` : '', wrong ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        name={path}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => set(path, event.target.value === '' ? undefined : event.target.value)}
        aria-invalid={wrong || undefined}
        aria-describedby={described}
        className={`${ADMIN_INPUT} mt-1.5`}
      >
        {none !== undefined && <option value="">{none}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      {wrong && <Problem id={`${id}-problem`} />}
    </div>
  )
}

/**
 * A text the visitor reads in each language: Dutch and French written (spec §1), English and German
 * optional; an empty one falls back to another language on the site. An optional text (a footer
 * column's introduction) is left out altogether when all its languages are empty.
 */
export function LocalizedFields({
  path,
  legend,
  multiline,
  optional,
}: {
  path: string
  legend: ReactNode
  multiline?: boolean
  optional?: boolean
}) {
  const names = useLanguageNames()
  return (
    <fieldset className="min-w-0">
      <legend className={LABEL}>{legend}</legend>
      <div className={`mt-1 grid gap-3 ${multiline ? 'md:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-4'}`}>
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            path={`${path}.${locale}`}
            label={names[locale]}
            required={!optional && (locale === 'nl' || locale === 'fr')}
            optional={locale === 'en' || locale === 'de'}
            group={optional ? path : undefined}
            multiline={multiline}
            lang={locale}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** A colour the site puts white text on: its contrast said as the admin picks it, refused under 4.5:1 when saved. */
export function ColourField({ path, label, whiteText = true }: { path: string; label: string; whiteText?: boolean }) {
  const { t } = useLingui()
  const { settings, set, problems } = useSettingsDraft()
  const id = useId()
  const colour = String(valueAt(settings, path) ?? '#000000')
  const ratio = /^#[0-9a-f]{6}$/i.test(colour) ? contrastRatio(colour, '#ffffff') : undefined
  const tooLight = (whiteText && ratio !== undefined && ratio < MINIMUM_TEXT_CONTRAST) || problems.has(path)
  const shown = ratio?.toFixed(1)
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          id={id}
          name={path}
          type="color"
          value={colour}
          onChange={(event) => set(path, event.target.value)}
          aria-invalid={tooLight || undefined}
          aria-describedby={whiteText ? `${id}-contrast` : undefined}
          className="h-11 w-16 cursor-pointer rounded-lg border border-line bg-white p-1"
        />
        <span className="font-mono text-sm text-ink">{colour}</span>
      </div>
      {whiteText && (
        <p id={`${id}-contrast`} className={`mt-1 text-sm ${tooLight ? 'text-red-800' : 'text-muted'}`}>
          {tooLight
            ? t`White text on this colour has a contrast of ${shown}:1; buttons and bars need at least 4.5:1. Choose a darker colour.`
            : t`White text on this colour has a contrast of ${shown}:1 (at least 4.5:1 is needed).`}
        </p>
      )}
    </div>
  )
}

/** Move up, move down and remove for an entry of a list, each naming the entry it acts on to screen readers. */
export function ListItemControls({ path, index, name }: { path: string; index: number; name: string }) {
  const { t } = useLingui()
  const { settings, set } = useSettingsDraft()
  const list = (valueAt(settings, path) as unknown[] | undefined) ?? []
  const move = (to: number) => {
    const next = [...list]
    const [item] = next.splice(index, 1)
    next.splice(to, 0, item)
    set(path, next)
  }
  const which = <span className="sr-only"> {name}</span>
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={SECONDARY_BUTTON} disabled={index === 0} onClick={() => move(index - 1)}>
        {t`Up`}
        {which}
      </button>
      <button type="button" className={SECONDARY_BUTTON} disabled={index === list.length - 1} onClick={() => move(index + 1)}>
        {t`Down`}
        {which}
      </button>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() =>
          set(
            path,
            list.filter((_, at) => at !== index),
          )
        }
      >
        {t`Remove`}
        {which}
      </button>
    </div>
  )
}

/** Adds an entry at the end of the list at `path`. */
export function AddButton({ path, label, make }: { path: string; label: string; make: () => unknown }) {
  const { settings, set } = useSettingsDraft()
  const list = (valueAt(settings, path) as unknown[] | undefined) ?? []
  return (
    <button type="button" className={SECONDARY_BUTTON} onClick={() => set(path, [...list, make()])}>
      {label}
    </button>
  )
}

/** A list's entries as the admin edits them, each in its own group. */
export function useListAt<T>(path: string): T[] {
  const { settings } = useSettingsDraft()
  return (valueAt(settings, path) as T[] | undefined) ?? []
}

/** Whether a refused save named a path inside `prefix` (a group to open or mark). */
export function useProblemsUnder(prefix: string): boolean {
  const { problems } = useSettingsDraft()
  return [...problems].some((path) => path === prefix || path.startsWith(`${prefix}.`))
}

/** Toggles a value in a list setting (the days of an opening-hours row, the enabled languages). */
export function useToggleIn(path: string): { has: (value: string) => boolean; toggle: (value: string, order: readonly string[]) => void } {
  const { settings, set } = useSettingsDraft()
  const list = (valueAt(settings, path) as string[] | undefined) ?? []
  return {
    has: (value) => list.includes(value),
    toggle: (value, order) => {
      const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
      set(
        path,
        order.filter((item) => next.includes(item)),
      )
    },
  }
}
