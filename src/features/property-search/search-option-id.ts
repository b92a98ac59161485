/** The id of a choice in the listbox, which the box names in aria-activedescendant. */
export function optionId(base: string, key: string): string {
  return `${base}-option-${key}`
}
