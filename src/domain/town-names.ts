import type { Locale } from '~/i18n/locales'
import { foldName } from './city-counts'

// Belgian towns with official or customary names in more than one language (issue 4: either name
// finds the town, in any interface language). The CRM stores one name per property, usually the one
// of the town's region; this table gives the others. Brussels' nineteen communes are officially
// bilingual; in Flanders and Wallonia the other language's name is the customary exonym. German and
// English names are given only where they differ from the French one and are in common use.

type TownNameSet = { fr: string; nl: string; de?: string; en?: string }

const TOWN_NAME_SETS: ReadonlyArray<TownNameSet> = [
  // Brussels-Capital Region: every commune has a French and a Dutch name.
  { fr: 'Bruxelles', nl: 'Brussel', de: 'Brüssel', en: 'Brussels' },
  { fr: 'Anderlecht', nl: 'Anderlecht' },
  { fr: 'Auderghem', nl: 'Oudergem' },
  { fr: 'Berchem-Sainte-Agathe', nl: 'Sint-Agatha-Berchem' },
  { fr: 'Etterbeek', nl: 'Etterbeek' },
  { fr: 'Evere', nl: 'Evere' },
  { fr: 'Forest', nl: 'Vorst' },
  { fr: 'Ganshoren', nl: 'Ganshoren' },
  { fr: 'Ixelles', nl: 'Elsene' },
  { fr: 'Jette', nl: 'Jette' },
  { fr: 'Koekelberg', nl: 'Koekelberg' },
  { fr: 'Laeken', nl: 'Laken' },
  { fr: 'Molenbeek-Saint-Jean', nl: 'Sint-Jans-Molenbeek' },
  { fr: 'Neder-Over-Heembeek', nl: 'Neder-Over-Heembeek' },
  { fr: 'Saint-Gilles', nl: 'Sint-Gillis' },
  { fr: 'Saint-Josse-ten-Noode', nl: 'Sint-Joost-ten-Node' },
  { fr: 'Schaerbeek', nl: 'Schaarbeek' },
  { fr: 'Uccle', nl: 'Ukkel' },
  { fr: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde' },
  { fr: 'Woluwe-Saint-Lambert', nl: 'Sint-Lambrechts-Woluwe' },
  { fr: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe' },
  // Walloon Brabant.
  { fr: 'Wavre', nl: 'Waver' },
  { fr: 'La Hulpe', nl: 'Terhulpen' },
  { fr: 'Grez-Doiceau', nl: 'Graven' },
  { fr: 'Jodoigne', nl: 'Geldenaken' },
  { fr: 'Perwez', nl: 'Perwijs' },
  { fr: "Braine-l'Alleud", nl: 'Eigenbrakel' },
  { fr: 'Braine-le-Château', nl: 'Kasteelbrakel' },
  { fr: 'Nivelles', nl: 'Nijvel' },
  { fr: 'Genappe', nl: 'Genepiën' },
  { fr: 'Tubize', nl: 'Tubeke' },
  { fr: 'Rebecq', nl: 'Roosbeek' },
  { fr: 'Ittre', nl: 'Itter' },
  { fr: 'Beauvechain', nl: 'Bevekom' },
  { fr: 'Hélécine', nl: 'Heylissem' },
  { fr: 'Orp-Jauche', nl: 'Orp-Jauche' },
  // Wallonia.
  { fr: 'Namur', nl: 'Namen' },
  { fr: 'Gembloux', nl: 'Gembloers' },
  { fr: 'Liège', nl: 'Luik', de: 'Lüttich' },
  { fr: 'Mons', nl: 'Bergen' },
  { fr: 'Tournai', nl: 'Doornik' },
  { fr: 'Braine-le-Comte', nl: "'s-Gravenbrakel" },
  { fr: 'Soignies', nl: 'Zinnik' },
  { fr: 'Enghien', nl: 'Edingen' },
  { fr: 'Lessines', nl: 'Lessen' },
  { fr: 'Ath', nl: 'Aat' },
  { fr: 'Mouscron', nl: 'Moeskroen' },
  { fr: 'Comines-Warneton', nl: 'Komen-Waasten' },
  { fr: 'Hannut', nl: 'Hannuit' },
  { fr: 'Waremme', nl: 'Borgworm' },
  { fr: 'Huy', nl: 'Hoei' },
  { fr: 'Visé', nl: 'Wezet' },
  { fr: 'Arlon', nl: 'Aarlen', de: 'Arel' },
  { fr: 'Bastogne', nl: 'Bastenaken' },
  { fr: 'Fourons', nl: 'Voeren' },
  // Flanders.
  { fr: 'Anvers', nl: 'Antwerpen', en: 'Antwerp' },
  { fr: 'Gand', nl: 'Gent', en: 'Ghent' },
  { fr: 'Bruges', nl: 'Brugge' },
  { fr: 'Louvain', nl: 'Leuven' },
  { fr: 'Malines', nl: 'Mechelen' },
  { fr: 'Courtrai', nl: 'Kortrijk' },
  { fr: 'Ypres', nl: 'Ieper' },
  { fr: 'Ostende', nl: 'Oostende', en: 'Ostend' },
  { fr: 'Tirlemont', nl: 'Tienen' },
  { fr: 'Saint-Trond', nl: 'Sint-Truiden' },
  { fr: 'Tongres', nl: 'Tongeren' },
  { fr: 'Hal', nl: 'Halle' },
  { fr: 'Vilvorde', nl: 'Vilvoorde' },
  { fr: 'Audenarde', nl: 'Oudenaarde' },
  { fr: 'Renaix', nl: 'Ronse' },
  { fr: 'Grammont', nl: 'Geraardsbergen' },
  { fr: 'Alost', nl: 'Aalst' },
  { fr: 'Termonde', nl: 'Dendermonde' },
  { fr: 'Saint-Nicolas', nl: 'Sint-Niklaas' },
  { fr: 'Furnes', nl: 'Veurne' },
  { fr: 'Dixmude', nl: 'Diksmuide' },
  { fr: 'Menin', nl: 'Menen' },
  { fr: 'Lierre', nl: 'Lier' },
  { fr: 'Rhode-Saint-Genèse', nl: 'Sint-Genesius-Rode' },
  { fr: 'Léau', nl: 'Zoutleeuw' },
  { fr: 'Looz', nl: 'Borgloon' },
  { fr: 'Hasselt', nl: 'Hasselt' },
]

type Language = Locale

// Every name of every set, folded, to the set it belongs to.
const SET_BY_NAME: ReadonlyMap<string, TownNameSet> = new Map(
  TOWN_NAME_SETS.flatMap((set) => [set.fr, set.nl, set.de, set.en].filter((name): name is string => Boolean(name)).map((name) => [foldName(name), set] as const)),
)

/** The name a reader of `language` knows the town by; the stored name when the table has none. */
export function townLabel(storedName: string, language: Language): string {
  const set = SET_BY_NAME.get(foldName(storedName))
  if (!set) return storedName
  // English and German readers in Belgium use the French name unless their language has its own.
  return set[language] ?? set.fr
}

/** Every other name of the town (for search): 'Liège' → ['Luik', 'Lüttich']. */
export function townAliases(storedName: string): string[] {
  const set = SET_BY_NAME.get(foldName(storedName))
  if (!set) return []
  const own = foldName(storedName)
  const names = [set.fr, set.nl, set.de, set.en].filter((name): name is string => Boolean(name) && foldName(name!) !== own)
  return [...new Set(names)]
}
