// Real Belgian municipalities (and a few well-known sections of them) around Immo Dyle's office in
// Wavre, with their real postal codes and approximate town-centre coordinates. The weights are
// relative listing frequencies: they sum to 75 for Wallonia (most of it Walloon Brabant), 15 for
// Flanders and 10 for Brussels, so a weighted draw gives the agency's regional mix.

import type { Region } from '../../src/domain/regions.ts'

export interface Municipality {
  fr: string
  nl: string
  zip: string
  region: Region
  lat: number
  lon: number
  weight: number
}

export const MUNICIPALITIES: ReadonlyArray<Municipality> = [
  // Walloon Brabant: the agency's home market.
  { fr: 'Wavre', nl: 'Waver', zip: '1300', region: 'wallonia', lat: 50.7167, lon: 4.6011, weight: 9 },
  { fr: 'Limal', nl: 'Limal', zip: '1300', region: 'wallonia', lat: 50.6939, lon: 4.5747, weight: 2.5 },
  { fr: 'Bierges', nl: 'Bierges', zip: '1301', region: 'wallonia', lat: 50.7103, lon: 4.5853, weight: 2 },
  { fr: 'Rixensart', nl: 'Rixensart', zip: '1330', region: 'wallonia', lat: 50.7125, lon: 4.5306, weight: 2.5 },
  { fr: 'Rosières', nl: 'Rosières', zip: '1331', region: 'wallonia', lat: 50.7383, lon: 4.55, weight: 1 },
  { fr: 'Genval', nl: 'Genval', zip: '1332', region: 'wallonia', lat: 50.724, lon: 4.496, weight: 2.5 },
  { fr: 'La Hulpe', nl: 'Terhulpen', zip: '1310', region: 'wallonia', lat: 50.7306, lon: 4.4858, weight: 2.5 },
  { fr: 'Ottignies', nl: 'Ottignies', zip: '1340', region: 'wallonia', lat: 50.6667, lon: 4.5667, weight: 3 },
  { fr: 'Céroux-Mousty', nl: 'Céroux-Mousty', zip: '1341', region: 'wallonia', lat: 50.66, lon: 4.54, weight: 1 },
  { fr: 'Louvain-la-Neuve', nl: 'Louvain-la-Neuve', zip: '1348', region: 'wallonia', lat: 50.6681, lon: 4.6118, weight: 4 },
  { fr: 'Court-Saint-Étienne', nl: 'Court-Saint-Étienne', zip: '1490', region: 'wallonia', lat: 50.6336, lon: 4.5681, weight: 2 },
  { fr: 'Chaumont-Gistoux', nl: 'Chaumont-Gistoux', zip: '1325', region: 'wallonia', lat: 50.6778, lon: 4.7194, weight: 2 },
  { fr: 'Grez-Doiceau', nl: 'Graven', zip: '1390', region: 'wallonia', lat: 50.7392, lon: 4.6986, weight: 2 },
  { fr: 'Jodoigne', nl: 'Geldenaken', zip: '1370', region: 'wallonia', lat: 50.7236, lon: 4.8706, weight: 2 },
  { fr: 'Perwez', nl: 'Perwijs', zip: '1360', region: 'wallonia', lat: 50.6242, lon: 4.8128, weight: 1.5 },
  { fr: 'Waterloo', nl: 'Waterloo', zip: '1410', region: 'wallonia', lat: 50.715, lon: 4.3992, weight: 3 },
  { fr: "Braine-l'Alleud", nl: 'Eigenbrakel', zip: '1420', region: 'wallonia', lat: 50.6833, lon: 4.3667, weight: 3.5 },
  { fr: 'Lillois', nl: 'Lillois', zip: '1428', region: 'wallonia', lat: 50.644, lon: 4.371, weight: 1 },
  { fr: 'Nivelles', nl: 'Nijvel', zip: '1400', region: 'wallonia', lat: 50.5981, lon: 4.3286, weight: 3 },
  { fr: 'Genappe', nl: 'Genepiën', zip: '1470', region: 'wallonia', lat: 50.6111, lon: 4.4514, weight: 1.5 },
  { fr: 'Bousval', nl: 'Bousval', zip: '1470', region: 'wallonia', lat: 50.622, lon: 4.51, weight: 0.5 },
  { fr: 'Lasne', nl: 'Lasne', zip: '1380', region: 'wallonia', lat: 50.6864, lon: 4.4836, weight: 2 },
  { fr: 'Ohain', nl: 'Ohain', zip: '1380', region: 'wallonia', lat: 50.7, lon: 4.4667, weight: 1 },
  { fr: 'Mont-Saint-Guibert', nl: 'Mont-Saint-Guibert', zip: '1435', region: 'wallonia', lat: 50.6344, lon: 4.6114, weight: 1.5 },
  { fr: 'Walhain', nl: 'Walhain', zip: '1457', region: 'wallonia', lat: 50.6267, lon: 4.6958, weight: 1 },
  { fr: 'Chastre', nl: 'Chastre', zip: '1450', region: 'wallonia', lat: 50.6094, lon: 4.6419, weight: 1 },
  { fr: 'Villers-la-Ville', nl: 'Villers-la-Ville', zip: '1495', region: 'wallonia', lat: 50.5853, lon: 4.5303, weight: 1 },
  { fr: 'Tubize', nl: 'Tubeke', zip: '1480', region: 'wallonia', lat: 50.6903, lon: 4.2047, weight: 1.5 },
  { fr: 'Rebecq', nl: 'Roosbeek', zip: '1430', region: 'wallonia', lat: 50.6644, lon: 4.1339, weight: 0.5 },
  { fr: 'Ittre', nl: 'Itter', zip: '1460', region: 'wallonia', lat: 50.6428, lon: 4.2642, weight: 0.5 },
  { fr: 'Braine-le-Château', nl: 'Kasteelbrakel', zip: '1440', region: 'wallonia', lat: 50.68, lon: 4.2717, weight: 1 },
  { fr: 'Incourt', nl: 'Incourt', zip: '1315', region: 'wallonia', lat: 50.6919, lon: 4.7958, weight: 0.5 },
  { fr: 'Beauvechain', nl: 'Bevekom', zip: '1320', region: 'wallonia', lat: 50.7811, lon: 4.7714, weight: 1 },
  { fr: 'Hélécine', nl: 'Heylissem', zip: '1357', region: 'wallonia', lat: 50.7572, lon: 4.985, weight: 0.5 },
  { fr: 'Orp-Jauche', nl: 'Orp-Jauche', zip: '1350', region: 'wallonia', lat: 50.695, lon: 4.956, weight: 0.5 },
  { fr: 'Ramillies', nl: 'Ramillies', zip: '1367', region: 'wallonia', lat: 50.6361, lon: 4.9033, weight: 0.5 },
  // Wallonia outside the province: the odd listing from clients who moved on.
  { fr: 'Namur', nl: 'Namen', zip: '5000', region: 'wallonia', lat: 50.4669, lon: 4.8675, weight: 3 },
  { fr: 'Gembloux', nl: 'Gembloers', zip: '5030', region: 'wallonia', lat: 50.5614, lon: 4.6992, weight: 2 },
  { fr: 'Liège', nl: 'Luik', zip: '4000', region: 'wallonia', lat: 50.6326, lon: 5.5797, weight: 2 },
  { fr: 'Mons', nl: 'Bergen', zip: '7000', region: 'wallonia', lat: 50.4542, lon: 3.9523, weight: 1 },
  { fr: 'Charleroi', nl: 'Charleroi', zip: '6000', region: 'wallonia', lat: 50.4108, lon: 4.4446, weight: 1 },
  // Flanders: the Flemish Brabant border towns and two cities.
  { fr: 'Louvain', nl: 'Leuven', zip: '3000', region: 'flanders', lat: 50.8798, lon: 4.7005, weight: 3 },
  { fr: 'Overijse', nl: 'Overijse', zip: '3090', region: 'flanders', lat: 50.7742, lon: 4.5367, weight: 2 },
  { fr: 'Tervuren', nl: 'Tervuren', zip: '3080', region: 'flanders', lat: 50.8236, lon: 4.5144, weight: 1.5 },
  { fr: 'Hoeilaart', nl: 'Hoeilaart', zip: '1560', region: 'flanders', lat: 50.7667, lon: 4.4667, weight: 1.5 },
  { fr: 'Huldenberg', nl: 'Huldenberg', zip: '3040', region: 'flanders', lat: 50.7894, lon: 4.5836, weight: 1 },
  { fr: 'Oud-Heverlee', nl: 'Oud-Heverlee', zip: '3050', region: 'flanders', lat: 50.8372, lon: 4.66, weight: 1 },
  { fr: 'Bertem', nl: 'Bertem', zip: '3060', region: 'flanders', lat: 50.8656, lon: 4.6283, weight: 1 },
  { fr: 'Zaventem', nl: 'Zaventem', zip: '1930', region: 'flanders', lat: 50.8833, lon: 4.4733, weight: 1 },
  { fr: 'Rhode-Saint-Genèse', nl: 'Sint-Genesius-Rode', zip: '1640', region: 'flanders', lat: 50.7467, lon: 4.3572, weight: 1.5 },
  { fr: 'Gand', nl: 'Gent', zip: '9000', region: 'flanders', lat: 51.0543, lon: 3.7174, weight: 1.5 },
  // Brussels: the south-eastern communes closest to Walloon Brabant, and the city itself.
  { fr: 'Bruxelles', nl: 'Brussel', zip: '1000', region: 'brussels', lat: 50.8467, lon: 4.3525, weight: 1.5 },
  { fr: 'Ixelles', nl: 'Elsene', zip: '1050', region: 'brussels', lat: 50.8275, lon: 4.3722, weight: 1.5 },
  { fr: 'Uccle', nl: 'Ukkel', zip: '1180', region: 'brussels', lat: 50.8014, lon: 4.3372, weight: 1.5 },
  { fr: 'Etterbeek', nl: 'Etterbeek', zip: '1040', region: 'brussels', lat: 50.8361, lon: 4.3892, weight: 1 },
  { fr: 'Auderghem', nl: 'Oudergem', zip: '1160', region: 'brussels', lat: 50.8156, lon: 4.4331, weight: 1.25 },
  { fr: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde', zip: '1170', region: 'brussels', lat: 50.7997, lon: 4.4164, weight: 1.25 },
  { fr: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe', zip: '1150', region: 'brussels', lat: 50.8292, lon: 4.4322, weight: 1.25 },
  { fr: 'Schaerbeek', nl: 'Schaarbeek', zip: '1030', region: 'brussels', lat: 50.8676, lon: 4.3737, weight: 0.75 },
]

// Relative price level (1 = Wavre), keyed by the French name: the lakeside and forest communes
// and the southern Brussels communes are dearer, the east of the province and the Hainaut and
// Liège cities cheaper. Kept apart from MUNICIPALITIES so that list stays plain reference data.
export const PRICE_LEVEL: Readonly<Record<string, number>> = {
  Wavre: 1,
  Bierges: 1,
  Ottignies: 1,
  Bousval: 1,
  Zaventem: 1,
  Lasne: 1.45,
  Ohain: 1.35,
  Waterloo: 1.3,
  'La Hulpe': 1.35,
  Genval: 1.3,
  Rixensart: 1.2,
  Rosières: 1.15,
  Limal: 1.05,
  'Céroux-Mousty': 1.05,
  'Louvain-la-Neuve': 1.05,
  'Chaumont-Gistoux': 1.05,
  'Grez-Doiceau': 1.1,
  "Braine-l'Alleud": 1.1,
  Lillois: 1.05,
  Nivelles: 0.95,
  Genappe: 0.95,
  'Mont-Saint-Guibert': 0.95,
  Beauvechain: 0.95,
  'Court-Saint-Étienne': 0.9,
  Walhain: 0.9,
  Chastre: 0.9,
  'Villers-la-Ville': 0.9,
  'Braine-le-Château': 0.9,
  Jodoigne: 0.85,
  Perwez: 0.85,
  Ittre: 0.85,
  Incourt: 0.85,
  Tubize: 0.8,
  Hélécine: 0.8,
  'Orp-Jauche': 0.8,
  Ramillies: 0.8,
  Rebecq: 0.75,
  Namur: 0.85,
  Gembloux: 0.85,
  Liège: 0.7,
  Mons: 0.65,
  Charleroi: 0.6,
  Louvain: 1.15,
  Overijse: 1.2,
  Tervuren: 1.3,
  Hoeilaart: 1.2,
  Huldenberg: 1.1,
  'Oud-Heverlee': 1.1,
  Bertem: 1.1,
  'Rhode-Saint-Genèse': 1.3,
  Gand: 1.05,
  Bruxelles: 1.05,
  Ixelles: 1.2,
  Uccle: 1.35,
  Etterbeek: 1.05,
  Auderghem: 1.15,
  'Watermael-Boitsfort': 1.2,
  'Woluwe-Saint-Pierre': 1.35,
  Schaerbeek: 0.9,
}

export type Landmark = 'lake' | 'forest' | 'university' | 'station'

// What each place is known for, so descriptions only mention the Lac de Genval, the Sonian Forest,
// a campus or a railway station where there really is one.
export const LANDMARKS: Readonly<Record<string, ReadonlyArray<Landmark>>> = {
  Wavre: ['station'],
  Limal: ['station'],
  Bierges: ['station'],
  Rixensart: ['lake', 'station'],
  Genval: ['lake', 'station'],
  'La Hulpe': ['lake', 'forest', 'station'],
  Ottignies: ['station'],
  'Louvain-la-Neuve': ['university', 'station'],
  'Court-Saint-Étienne': ['station'],
  'Mont-Saint-Guibert': ['station'],
  Chastre: ['station'],
  'Villers-la-Ville': ['station'],
  Waterloo: ['station'],
  "Braine-l'Alleud": ['station'],
  Nivelles: ['station'],
  Tubize: ['station'],
  Namur: ['university', 'station'],
  Gembloux: ['station'],
  Liège: ['university', 'station'],
  Mons: ['station'],
  Charleroi: ['station'],
  Louvain: ['university', 'station'],
  Overijse: ['forest'],
  Tervuren: ['forest'],
  Hoeilaart: ['forest', 'station'],
  Zaventem: ['station'],
  'Rhode-Saint-Genèse': ['forest', 'station'],
  Gand: ['university', 'station'],
  Bruxelles: ['station'],
  Ixelles: ['university'],
  Uccle: ['forest', 'station'],
  Etterbeek: ['station'],
  Auderghem: ['forest'],
  'Watermael-Boitsfort': ['forest', 'station'],
  'Woluwe-Saint-Pierre': ['forest'],
  Schaerbeek: ['station'],
}

// Municipalities where large detached villas are common (the 1.8 M€ ceiling applies to the first
// two, the others still see more villas than average).
export const VILLA_TOWNS: ReadonlySet<string> = new Set([
  'Lasne',
  'Ohain',
  'Waterloo',
  'La Hulpe',
  'Genval',
  'Rixensart',
  'Chaumont-Gistoux',
  'Grez-Doiceau',
  'Uccle',
  'Tervuren',
  'Rhode-Saint-Genèse',
  'Overijse',
])

// The Lasne/Waterloo market (Ohain is a section of Lasne), where the dearest villas sell.
export const PRIME_VILLA_TOWNS: ReadonlySet<string> = new Set(['Lasne', 'Ohain', 'Waterloo'])
