/**
 * Where a property document's file lives in R2 (MEDIA) when the import gave it no key of its own:
 * the owner portal's download reads it there, and the demo seed writes the demo files there.
 */
export function documentObjectKey(propertyId: number, documentId: number): string {
  return `documents/${propertyId}/${documentId}.pdf`
}
