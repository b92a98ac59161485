import * as v from 'valibot'

// spec §3 "Property (detail/display)": the long tail of attributes, stored as validated JSON.
// Filterable attributes (goal, type, town, price, bedrooms, living and ground surface, EPC value)
// are columns of `properties`; everything here is shown on the property page when it has a value.

const Amount = v.pipe(v.number(), v.finite(), v.minValue(0))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500))
const Year = v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(2100))
const IsoDate = v.pipe(v.string(), v.isoDate())
const Text = v.pipe(v.string(), v.trim(), v.maxLength(500))
const Orientation = v.picklist(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])
const FloodScore = v.picklist(['A', 'B', 'C', 'D'])

export const ViagerHeadSchema = v.object({
  age: v.pipe(v.number(), v.integer(), v.minValue(18), v.maxValue(120)),
  gender: v.picklist(['male', 'female']),
})

export const PropertyDetailsSchema = v.object({
  // surfaces, m²
  surfaceTotal: v.optional(Amount),
  surfaceTerrace: v.optional(Amount),
  surfaceGarden: v.optional(Amount),
  surfaceOffice: v.optional(Amount),
  surfaceStore: v.optional(Amount),
  surfaceConstructed: v.optional(Amount),
  frontWidth: v.optional(Amount),
  plotWidth: v.optional(Amount),
  // rooms and places
  showerRooms: v.optional(Count),
  toilets: v.optional(Count),
  garages: v.optional(Count),
  parkings: v.optional(Count),
  externalParkings: v.optional(Count),
  floors: v.optional(Count),
  extraRooms: v.optional(Count),
  // spec §3: facades — 4 open, 3 half open, 2 closed (mitoyenne)
  facades: v.optional(v.picklist([2, 3, 4])),
  constructionYear: v.optional(Year),
  renovationYear: v.optional(Year),
  // energy
  epcTotal: v.optional(Amount),
  co2Emission: v.optional(Amount),
  eLevel: v.optional(v.pipe(v.number(), v.finite())),
  epcCertificateNumber: v.optional(Text),
  epcCertificateEndDate: v.optional(IsoDate),
  // comfort and construction
  heating: v.optional(Text),
  kitchen: v.optional(Text),
  interiorComfort: v.optional(Text),
  exteriorComfort: v.optional(Text),
  windowGlazing: v.optional(Text),
  windowFrame: v.optional(Text),
  roofType: v.optional(Text),
  roofMaterial: v.optional(Text),
  roofCondition: v.optional(Text),
  // water and flooding (Belgian information duty)
  floodRiskArea: v.optional(v.picklist(['effective', 'possible', 'none'])),
  floodZone: v.optional(Text),
  riverbankZone: v.optional(v.boolean()),
  gScore: v.optional(FloodScore),
  pScore: v.optional(FloodScore),
  // asbestos and certificates
  asbestosCertificate: v.optional(v.picklist(['present', 'absent', 'not-required'])),
  asbestosCertificateDate: v.optional(IsoDate),
  electricityCertificate: v.optional(v.picklist(['compliant', 'non-compliant'])),
  electricityCertificateDate: v.optional(IsoDate),
  gasCertificate: v.optional(v.boolean()),
  soilCertificate: v.optional(Text),
  // planning and permits
  planningInformation: v.optional(Text),
  areaApplication: v.optional(Text),
  buildingPermit: v.optional(v.boolean()),
  allotmentPermit: v.optional(v.boolean()),
  preemptiveRights: v.optional(v.boolean()),
  summons: v.optional(v.boolean()),
  judicialDecision: v.optional(v.boolean()),
  // costs, €
  chargesOwner: v.optional(Amount),
  chargesRenter: v.optional(Amount),
  notaryFee: v.optional(Amount),
  registrationRights: v.optional(Amount),
  vat: v.optional(Amount),
  realEstateTax: v.optional(Amount),
  cadastralIncome: v.optional(Amount),
  deposit: v.optional(Amount),
  renterTotalCost: v.optional(Amount),
  inventoryCost: v.optional(Amount),
  // availability: a date, or a text such as 'at the deed'
  availableFrom: v.optional(IsoDate),
  availability: v.optional(Text),
  terraceOrientation: v.optional(Orientation),
  gardenOrientation: v.optional(Orientation),
  rearOrientation: v.optional(Orientation),
  // equipment
  hasGas: v.optional(v.boolean()),
  hasWater: v.optional(v.boolean()),
  hasElectricity: v.optional(v.boolean()),
  hasDrainConnection: v.optional(v.boolean()),
  hasLift: v.optional(v.boolean()),
  hasCellar: v.optional(v.boolean()),
  hasTerrace: v.optional(v.boolean()),
  hasGarden: v.optional(v.boolean()),
  hasAttic: v.optional(v.boolean()),
  hasGarage: v.optional(v.boolean()),
  hasParking: v.optional(v.boolean()),
  furnished: v.optional(v.boolean()),
  // spec §3: life annuity (viager)
  viager: v.optional(
    v.object({
      bouquet: v.optional(Amount),
      monthlyRent: v.optional(Amount),
      heads: v.pipe(v.array(ViagerHeadSchema), v.maxLength(2)),
      survivalAnnuity: v.optional(v.boolean()),
      indexedRent: v.optional(v.boolean()),
    }),
  ),
  // media
  videoUrl: v.optional(v.pipe(v.string(), v.url())),
  virtualTourUrl: v.optional(v.pipe(v.string(), v.url())),
})

export type PropertyDetails = v.InferOutput<typeof PropertyDetailsSchema>
export type ViagerHead = v.InferOutput<typeof ViagerHeadSchema>
