// The energy labels and how certificates print them, apart from the regions' bands (epc.ts), so a
// property card shows its label without loading the scales.

/** Every energy label of the three regional scales (spec §9 "Energy label bands"). */
export type EpcLabel =
  | 'a_plusplus'
  | 'a_plus'
  | 'a'
  | 'a_sub'
  | 'b_plus'
  | 'b'
  | 'b_sub'
  | 'c_plus'
  | 'c'
  | 'c_sub'
  | 'd_plus'
  | 'd'
  | 'd_sub'
  | 'e_plus'
  | 'e'
  | 'e_sub'
  | 'f_plus'
  | 'f'
  | 'f_sub'
  | 'g'

/** The label as printed on Belgian certificates: A++, A+, A, A-, B+, B, B- … G. */
export function epcLabelDisplay(label: EpcLabel): string {
  const [letter = '', modifier] = label.split('_')
  const suffix = modifier === 'plusplus' ? '++' : modifier === 'plus' ? '+' : modifier === 'sub' ? '-' : ''
  return letter.toUpperCase() + suffix
}
