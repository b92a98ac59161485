import { useLingui } from '@lingui/react/macro'
import type { SiteImageSlot } from '#/domain/site-images.ts'
import { SiteImageField, siteImageOfDraft, type SiteImageDraft } from '#/features/site-media/index.ts'
import { ListItemControls, useListAt, useSettingsDraft } from './settings-fields.tsx'
import { valueAt } from '#/config/settings-paths.ts'

// The settings' pictures (decision 034): the logo, the home banner's pictures and the footer's, each
// uploaded to R2 resized for its slot (features/site-media), with its text alternative per language.

type StoredImage = { src: string; width: number; height: number; alt?: Partial<Record<string, string>> }

/** The refusals a save named inside the picture at `path`, as paths inside it (`alt.nl`). */
function useProblemsInside(path: string): ReadonlySet<string> {
  const { problems } = useSettingsDraft()
  return new Set(
    [...problems].flatMap((problem) => (problem === path ? [''] : problem.startsWith(`${path}.`) ? [problem.slice(path.length + 1)] : [])),
  )
}

function draftOf(image: StoredImage | undefined): SiteImageDraft | undefined {
  return image && { src: image.src, width: image.width, height: image.height, alt: { ...image.alt } }
}

/** One picture of the settings, at `path`. Without `withAlt` (the logo) only its file and size are kept. */
export function ImageSetting({
  path,
  slot,
  label,
  optional,
  withAlt = true,
}: {
  path: string
  slot: SiteImageSlot
  label: string
  optional?: boolean
  withAlt?: boolean
}) {
  const { settings, set } = useSettingsDraft()
  const problems = useProblemsInside(path)
  return (
    <SiteImageField
      slot={slot}
      label={label}
      withAlt={withAlt}
      optional={optional}
      problems={problems}
      value={draftOf(valueAt(settings, path) as StoredImage | undefined)}
      onChange={(draft) => {
        if (!draft) set(path, undefined)
        else if (!withAlt) set(path, { src: draft.src, width: draft.width, height: draft.height })
        else set(path, siteImageOfDraft(draft))
      }}
    />
  )
}

/** A list of pictures (a banner gallery, a footer column's), each movable and removable, and one more to add. */
export function ImageListSetting({ path, slot, name }: { path: string; slot: SiteImageSlot; name: (index: number) => string }) {
  const { t } = useLingui()
  const { set } = useSettingsDraft()
  const images = useListAt<StoredImage>(path)
  return (
    <div className="grid gap-3">
      {images.map((_, index) => (
        <div key={index} className="grid gap-2">
          <ImageSetting path={`${path}.${index}`} slot={slot} label={name(index)} />
          <ListItemControls path={path} index={index} name={name(index)} />
        </div>
      ))}
      <SiteImageField
        slot={slot}
        label={t`Add a picture`}
        value={undefined}
        onChange={(draft) => draft && set(path, [...images, siteImageOfDraft(draft)])}
      />
    </div>
  )
}
