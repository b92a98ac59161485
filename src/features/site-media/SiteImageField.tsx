import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ADMIN_INPUT, SECONDARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import { UPLOAD_ACCEPT } from '#/domain/file-types.ts'
import {
  REQUIRED_ALT_LANGUAGES,
  SITE_IMAGE_ALT_MAX,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_SLOTS,
  type SiteImageSlot,
} from '#/domain/site-images.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { useLanguageNames } from '#/admin/language-names.ts'
import type { SiteImageDraft } from './site-image-draft.ts'
import { uploadSiteImage } from './site-image-upload.ts'

// Decision 034: one of the agency's pictures in a back-office form: a file picker that uploads at
// once (resized for its slot on the server), a preview, and the alternative text in each language,
// nl and fr required. Controlled: the form that holds it keeps the value and validates it on save.

export type SiteImageFieldProps = {
  /** the slot the picture fills: its stored size (SITE_IMAGE_SLOTS) */
  slot: SiteImageSlot
  /** the field's name, as its legend */
  label: string
  value: SiteImageDraft | undefined
  onChange: (value: SiteImageDraft | undefined) => void
  /** paths inside the picture the server refused (`alt.nl`; `''` or `src` when it is missing): marked at their field */
  problems?: ReadonlySet<string>
  /** whether the form may go without a picture: offers to remove it */
  optional?: boolean
  /** false for a picture whose text alternative is written elsewhere (the logo is the agency's name) */
  withAlt?: boolean
}

export function SiteImageField({ slot, label, value, onChange, problems, optional = false, withAlt = true }: SiteImageFieldProps) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string>()
  const { width, height } = SITE_IMAGE_SLOTS[slot]
  const megabytes = SITE_IMAGE_MAX_BYTES / 1024 / 1024
  // Without a picture, any problem the server named about it is that it is missing.
  const pictureMissing = !value && (problems?.size ?? 0) > 0

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file || uploading) return
    setFailure(undefined)
    setUploading(true)
    try {
      const uploaded = await uploadSiteImage(slot, file)
      onChange({ src: uploaded.src, width: uploaded.width, height: uploaded.height, alt: value?.alt ?? {} })
    } catch (error) {
      setFailure(errorText(error, t`The picture could not be uploaded. Please try again.`))
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  const setAlt = (locale: Locale, text: string) => value && onChange({ ...value, alt: { ...value.alt, [locale]: text } })

  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {value ? (
          <img
            src={value.src}
            width={value.width}
            height={value.height}
            alt=""
            className="size-24 shrink-0 rounded-lg border border-line bg-sand object-cover"
          />
        ) : (
          <div className="grid size-24 shrink-0 place-items-center rounded-lg border border-dashed border-line text-xs text-muted">
            {t`No picture`}
          </div>
        )}
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
            {value ? t`Replace the picture` : t`Choose a picture`}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT.image}
            onChange={upload}
            // Not disabled while uploading: a disabled control drops the keyboard's focus.
            aria-busy={uploading || undefined}
            aria-invalid={pictureMissing || failure !== undefined || undefined}
            aria-describedby={`${id}-hint ${id}-state`}
            className="mt-1.5 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:border-brand"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {t`JPEG, PNG or WebP, at most ${megabytes} MB; stored at up to ${width} × ${height} pixels.`}
          </p>
          <p id={`${id}-state`} role="status" className="mt-1 text-sm">
            {uploading ? t`Uploading…` : failure ? '' : pictureMissing ? t`A picture is required.` : ''}
          </p>
          {failure && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {failure}
            </p>
          )}
          {optional && value && (
            <button type="button" className={`${SECONDARY_BUTTON} mt-2`} onClick={() => onChange(undefined)}>
              {t`Remove the picture`}
            </button>
          )}
        </div>
      </div>
      {value && withAlt && (
        <div className="mt-4">
          <p id={`${id}-alt-hint`} className="text-sm text-muted">
            {t`Describe the picture for people who cannot see it. Required in Dutch and French; the other languages show the English or default text when left empty.`}
          </p>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            {LOCALES.map((locale) => {
              const required = REQUIRED_ALT_LANGUAGES.includes(locale)
              const wrong = problems?.has(`alt.${locale}`) ?? false
              return (
                <div key={locale}>
                  <label htmlFor={`${id}-alt-${locale}`} className="text-sm font-medium text-ink">
                    {t`Alternative text in ${names[locale]}`}
                    {required && <span className="text-muted"> {t`(required)`}</span>}
                  </label>
                  <input
                    id={`${id}-alt-${locale}`}
                    type="text"
                    lang={locale}
                    value={value.alt[locale] ?? ''}
                    maxLength={SITE_IMAGE_ALT_MAX}
                    required={required}
                    onChange={(event) => setAlt(locale, event.target.value)}
                    aria-invalid={wrong || undefined}
                    aria-describedby={wrong ? `${id}-alt-${locale}-problem` : `${id}-alt-hint`}
                    className={`${ADMIN_INPUT} mt-1.5`}
                  />
                  {wrong && (
                    <p id={`${id}-alt-${locale}-problem`} className="mt-1 text-sm text-red-800">
                      {t`Write what the picture shows in this language.`}
                    </p>
                  )}
                </div>
              )
            })}
          </div>
        </div>
      )}
    </fieldset>
  )
}
