// spec §9 "Property type icons (ids 1 to 7)": 1 residential; 2 and default commercial/offices;
// 3 industrial; 4 land; 5 and 7 offices; 6 retail.
export type TypeIcon = 'residential' | 'commercial' | 'industrial' | 'land' | 'offices' | 'retail'

const ICONS: Record<number, TypeIcon> = {
  1: 'residential',
  2: 'commercial',
  3: 'industrial',
  4: 'land',
  5: 'offices',
  6: 'retail',
  7: 'offices',
}

export function typeIconFor(typeId: number | null | undefined): TypeIcon {
  return (typeId !== null && typeId !== undefined && ICONS[typeId]) || 'commercial'
}
