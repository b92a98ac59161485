/** The type segment of a unit's address: spec §2 puts project units under `…/appartement/{id}/`. */
export const PROJECT_UNIT_SEGMENT = 'appartement'

/**
 * The segments below the projects page, a unit's type segment made the site's own. The spec's
 * French form `{town}/{project}/{projectId}/{type}/{id}` names the unit's type (penthouse, duplex…);
 * the site files every unit under PROJECT_UNIT_SEGMENT, so the type alone never makes a second address.
 * Other paths come back unchanged.
 */
export function withUnitSegment(segments: ReadonlyArray<string>): string[] {
  const [town, project, projectId, type, unitId] = segments
  const isUnit = segments.length === 5 && town && project && type && /^\d+$/.test(projectId ?? '') && /^\d+$/.test(unitId ?? '')
  return isUnit ? [town, project, projectId!, PROJECT_UNIT_SEGMENT, unitId!] : [...segments]
}
