/** The service catalogue of the spec (section 3): categories, labels and the codes search filters use. */
export interface CatalogueService {
  code: string
  label: string
}
export interface ServiceCategory {
  name: string
  services: readonly CatalogueService[]
}

const s = (label: string, code: string): CatalogueService => ({ label, code })

export const serviceCatalogue: readonly ServiceCategory[] = [
  {
    name: 'Haircuts',
    services: [
      s('Standard Haircut', 'standard-haircut'),
      s('Curly Haircut', 'curly-haircut'),
      s('Clipper Cut / Fade', 'clipper-cut-fade'),
      s("Kids' Cut", 'kids-cut'),
      s('Beard Trim & Line-Up', 'beard-trim-lineup'),
      s('Bang Trim / Shape-Up', 'bang-trim'),
    ],
  },
  {
    name: 'Coloring & Highlights',
    services: [
      s('Root Touch-Up', 'root-touch-up'),
      s('All-Over Color', 'all-over-color'),
      s('Highlights', 'highlights'),
      s('Balayage / Ombre', 'balayage-ombre'),
      s('Fashion / Vivid Color', 'fashion-color'),
      s('Color Correction', 'color-correction'),
      s('Gloss / Toner', 'gloss-toner'),
    ],
  },
  {
    name: 'Treatments',
    services: [
      s('Deep Conditioning', 'deep-conditioning'),
      s('Protein Treatment', 'protein-treatment'),
      s('Scalp Treatment', 'scalp-treatment'),
      s('Bond Builder', 'bond-builder'),
      s('Detox / Clarifying', 'detox-clarifying'),
      s('Split-End Repair', 'split-end-repair'),
      s('Smoothing Treatment', 'smoothing-treatment'),
    ],
  },
  {
    name: 'Styling',
    services: [
      s('Blowout', 'blowout'),
      s('Silk Press', 'silk-press'),
      s('Flat Iron / Curls', 'flat-iron-curls'),
      s('Updo / Event Styling', 'updo-event'),
      s('Bridal Hair', 'bridal-hair'),
      s('Ponytails / Sleek Styles', 'ponytails-sleek'),
    ],
  },
  {
    name: 'Braids & Locs',
    services: [
      s('Box/Knotless Braids', 'box-knotless-braids'),
      s('Cornrows / Feed-In Braids', 'cornrows-feedin'),
      s('Twists', 'twists'),
      s('Faux Locs / Starter Locs', 'faux-locs'),
      s('Loc Maintenance', 'loc-maintenance'),
      s('Crochet Styles', 'crochet-styles'),
      s('Hair Wraps / Bantu Knots', 'hair-wraps'),
    ],
  },
  {
    name: 'Texture & Chemical',
    services: [
      s('Perm / Body Wave', 'perm-body-wave'),
      s('Relaxer / Texturizer', 'relaxer-texturizer'),
      s('Japanese Straightening', 'japanese-straightening'),
      s('Thermal Reconditioning', 'thermal-reconditioning'),
    ],
  },
  {
    name: 'Extensions & Wigs',
    services: [
      s('Tape-In / Sew-In Extensions', 'tapein-sewin'),
      s('Clip-Ins / Halo Styling', 'clipins-halo'),
      s('Micro-Link / Fusion', 'microlink-fusion'),
      s('Wig Install / Styling', 'wig-install'),
      s('Lace Front Install', 'lace-front'),
      s('Hair Replacement Systems', 'hair-replacement'),
    ],
  },
  {
    name: 'Event Services',
    services: [
      s('Bridal Party Hair', 'bridal-party'),
      s('Prom / Photo Shoot', 'prom-photoshoot'),
      s('On-Site Services', 'travel-onsite'),
    ],
  },
  {
    name: 'Add-Ons',
    services: [
      s('Wash & Style Only', 'wash-style'),
      s('Detangling', 'detangling'),
      s('Scalp Massage', 'scalp-massage'),
      s('Quick Style', 'quick-style'),
      s('Hair Consultation', 'consultation'),
      s('Custom Color Blend', 'custom-color'),
    ],
  },
]

export const allCatalogueServices: readonly (CatalogueService & { category: string })[] = serviceCatalogue.flatMap(
  (c) => c.services.map((svc) => ({ ...svc, category: c.name })),
)

export const serviceCodes: readonly string[] = allCatalogueServices.map((x) => x.code)

export function findCatalogueService(code: string) {
  return allCatalogueServices.find((x) => x.code === code)
}

/**
 * The catalogue service a stylist's service is, by its name: the add-service dialog offers the
 * catalogue's labels, and search filters by their codes. Null for a name of the stylist's own.
 */
export function findCatalogueServiceByName(name: string) {
  const key = name.trim().toLowerCase()
  return allCatalogueServices.find((x) => x.label.toLowerCase() === key)
}
