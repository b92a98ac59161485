import { useLingui } from '@lingui/react/macro'
import type { MapControlNames } from './map-engine.ts'

/** MapLibre's zoom and attribution buttons, named in the page's language (its own texts are English). */
export function useMapControlNames(): MapControlNames {
  const { t } = useLingui()
  return { zoomIn: t`Zoom in`, zoomOut: t`Zoom out`, attribution: t`Show or hide the map's sources` }
}
