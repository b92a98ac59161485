// Tests only: a house in Wavre as the CRM's feed sends it (crm-feed.ts), for workers tests that
// import a few listings and change what their case is about.

/** A listed house for sale in Wavre, French record, priced 300,000 € plus its id; `overrides` wins. */
export function wavreHouseRecord(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ID: id,
    Goal: 0,
    City: 'Wavre',
    Zip: '1300',
    TypeDescription: `Maison ${id}`,
    Description: '<p>Belle maison</p>',
    WebID: 1,
    language: 'fr',
    Price: 300_000 + id,
    Marquee: 0,
    ...overrides,
  }
}
