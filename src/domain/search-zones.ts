import { townKey } from './town-names.ts'

/** The zones of a search alert (spec §3 "Demand register": regions or postal codes), as typed. */
export type SearchZones = { zips: string[]; towns: string[] }

/** A Belgian postal code: four digits, the first not 0. */
export const BELGIAN_ZIP = /^[1-9]\d{3}$/
/** A town name: letters, spaces, hyphens and apostrophes ("Ottignies-Louvain-la-Neuve", "Braine-l'Alleud"). */
const TOWN = /^[\p{L}][\p{L}\p{M}' .-]{0,59}$/u

/**
 * Reads "Wavre, 1340; Rixensart" into postal codes and towns, each town as its key (townKey: the
 * folded French name of a town the name table knows, so "Waver" and "Wavre" are one zone; else the
 * name folded without accents and case). Words that are neither are dropped; duplicates count once.
 */
export function parseZones(text: string): SearchZones {
  const zips = new Set<string>()
  const towns = new Set<string>()
  for (const raw of text.split(/[,;\n]+/)) {
    const token = raw.trim()
    if (BELGIAN_ZIP.test(token)) zips.add(token)
    else if (TOWN.test(token)) towns.add(townKey(token))
  }
  return { zips: [...zips], towns: [...towns] }
}

export function hasZones(zones: SearchZones): boolean {
  return zones.zips.length + zones.towns.length > 0
}
