import { describe, expect, it } from 'vitest'
import { type CityCount, type CityProperty, countCities } from './city-counts.ts'

const sale = (city: string, zip: string): CityProperty => ({ city, zip, goal: 0 })
const rent = (city: string, zip: string, goal = 1): CityProperty => ({ city, zip, goal })

describe('properties per city (spec §3 City, §4 goal, §5 counting)', () => {
  const pick = (counts: CityCount[]) => counts.map(({ name, zip, forSale, forRent, total }) => [name, zip, forSale, forRent, total])

  it.each<[string, CityProperty[], Array<[string, string, number, number, number]>]>([
    ['no properties', [], []],
    [
      'case and accents merge with an equal zip',
      [sale('Liège', '4000'), sale('LIEGE', '4000'), rent('liege', '4000')],
      [['Liège', '4000', 2, 1, 3]],
    ],
    [
      'another zip stays apart',
      [sale('Liège', '4000'), sale('Liège', '4020'), sale('LIEGE', '4020')],
      [
        ['Liège', '4000', 1, 0, 1],
        ['Liège', '4020', 2, 0, 2],
      ],
    ],
    [
      'Ottignies-Louvain-la-Neuve spellings merge, one without dashes stays apart',
      [
        sale('Ottignies-Louvain-la-Neuve', '1340'),
        rent('OTTIGNIES-LOUVAIN-LA-NEUVE', '1340'),
        sale(' Ottignies - Louvain-la-Neuve ', '1340'),
        sale('Ottignies Louvain la Neuve', '1340'),
      ],
      [
        ['Ottignies Louvain la Neuve', '1340', 1, 0, 1],
        ['Ottignies-Louvain-la-Neuve', '1340', 2, 1, 3],
      ],
    ],
    [
      "a town's names in other languages count as one town, another town with the same zip stays apart",
      [sale('Wavre', '1300'), rent('Waver', '1300'), sale('Wavre', '1300'), sale('Limal', '1300')],
      [
        ['Limal', '1300', 1, 0, 1],
        ['Wavre', '1300', 2, 1, 3],
      ],
    ],
    [
      'goal 1 and goal 2 both count for rent',
      [rent('Wavre', '1300', 1), rent('Wavre', '1300', 2), sale('Wavre', '1300')],
      [['Wavre', '1300', 1, 2, 3]],
    ],
    [
      'the most frequent spelling is shown',
      [sale('LIEGE', '4000'), sale('Liège', '4000'), rent('Liège', '4000')],
      [['Liège', '4000', 2, 1, 3]],
    ],
    ['a tie shows the first spelling seen', [sale('LIEGE', '4000'), sale('Liège', '4000')], [['LIEGE', '4000', 2, 0, 2]]],
    [
      'surrounding whitespace does not make another spelling',
      [sale(' Wavre', ' 1300 '), sale('Wavre ', '1300')],
      [['Wavre', '1300', 2, 0, 2]],
    ],
    [
      'counted rows weigh as many properties (the database groups them, decision 019)',
      [
        { city: 'LIEGE', zip: '4000', goal: 0, count: 2 },
        { city: 'Liège', zip: '4000', goal: 0, count: 3 },
        { city: 'Liège', zip: '4000', goal: 1, count: 4 },
      ],
      [['Liège', '4000', 5, 4, 9]],
    ],
    [
      'properties without a city are left out',
      [sale('', '1300'), sale('   ', '1300'), sale('Wavre', '1300')],
      [['Wavre', '1300', 1, 0, 1]],
    ],
    [
      'sorted by name in French order, then by zip',
      [
        sale('Wavre', '1300'),
        sale('Zaventem', '1930'),
        sale('Écaussinnes', '7190'),
        sale('Bruxelles', '1050'),
        sale('Bruxelles', '1000'),
        sale('Anderlecht', '1070'),
      ],
      [
        ['Anderlecht', '1070', 1, 0, 1],
        ['Bruxelles', '1000', 1, 0, 1],
        ['Bruxelles', '1050', 1, 0, 1],
        ['Écaussinnes', '7190', 1, 0, 1],
        ['Wavre', '1300', 1, 0, 1],
        ['Zaventem', '1930', 1, 0, 1],
      ],
    ],
  ])('%s', (_name, properties, expected) => {
    expect(pick(countCities(properties))).toEqual(expected)
  })
})
