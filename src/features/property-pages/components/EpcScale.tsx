import { useLingui } from '@lingui/react/macro'
import { epcBandsFor, epcScaleColor } from '#/domain/epc.ts'
import { epcLabelDisplay, type EpcLabel } from '#/domain/epc-labels.ts'
import type { Region } from '#/domain/regions.ts'

const REGION_NAMES = { flanders: 'Flanders', wallonia: 'Wallonia', brussels: 'Brussels' } as const

/**
 * The region's energy label scale as a graphic (spec §9: EPC images chosen per region from the
 * value, or from the label), with the property's band marked. The scale is also readable as text.
 */
export function EpcScale({ region, label }: { region: Region; label: EpcLabel | undefined }) {
  const { t } = useLingui()
  const bands = epcBandsFor(region)
  const regionName = { flanders: t`Flanders`, wallonia: t`Wallonia`, brussels: t`Brussels` }[region]
  const shown = label ? epcLabelDisplay(label) : undefined
  const rowHeight = bands.length > 10 ? 14 : 22
  const height = bands.length * (rowHeight + 3)
  return (
    <figure className="max-w-md">
      <svg
        viewBox={`0 0 320 ${height}`}
        width="100%"
        role="img"
        aria-label={shown ? t`Energy label ${shown} on the ${regionName} scale` : t`Energy label scale of ${regionName}`}
        data-region={REGION_NAMES[region]}
      >
        {bands.map((band, index) => {
          const width = 110 + (index / Math.max(1, bands.length - 1)) * 150
          const y = index * (rowHeight + 3)
          const current = band.label === label
          return (
            <g key={band.label}>
              <path
                d={`M0 ${y} H${width} L${width + rowHeight / 2} ${y + rowHeight / 2} L${width} ${y + rowHeight} H0 Z`}
                fill={epcScaleColor(region, band.label)}
                opacity={label && !current ? 0.45 : 1}
              />
              <text
                x="8"
                y={y + rowHeight / 2}
                dominantBaseline="central"
                fontSize={rowHeight > 16 ? 13 : 10}
                fontWeight="700"
                fill="#fff"
                fontFamily="system-ui, sans-serif"
              >
                {epcLabelDisplay(band.label)}
              </text>
              {current && (
                <g>
                  <path d={`M320 ${y} H292 L${292 - rowHeight / 2} ${y + rowHeight / 2} L292 ${y + rowHeight} H320 Z`} fill="#1b2226" />
                  <text
                    x="306"
                    y={y + rowHeight / 2}
                    dominantBaseline="central"
                    textAnchor="middle"
                    fontSize={rowHeight > 16 ? 13 : 10}
                    fontWeight="700"
                    fill="#fff"
                    fontFamily="system-ui, sans-serif"
                  >
                    {epcLabelDisplay(band.label)}
                  </text>
                </g>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted">{t`Energy performance certificate, ${regionName} scale`}</figcaption>
    </figure>
  )
}
