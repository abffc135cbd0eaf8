import type { SpecialtyCode } from '@marketplace/domain/catalogue/specialties.ts'
import type { Gender } from './names.ts'

// Kinds of stylist. A persona keeps a profile coherent: a barber offers fades and beard trims, is
// tagged Barbering and writes about precision cuts; a braider offers knotless braids and locs.

export type PersonaCode = 'generalist' | 'colorist' | 'barber' | 'natural' | 'curly' | 'extensions' | 'bridal'

export interface Persona {
  code: PersonaCode
  weight: number
  genders: Readonly<Record<Gender, number>>
  /** Services most of these stylists offer, in catalogue codes. */
  core: readonly string[]
  /** Services some of them add. */
  extra: readonly string[]
  specialties: readonly SpecialtyCode[]
  /** What their work is about, for bios and review comments. */
  craft: readonly string[]
  homeVisits: number
}

const mostlyWomen = { female: 74, male: 12, 'non-binary': 7, 'prefer-not-to-say': 7 }

export const personas: readonly Persona[] = [
  {
    code: 'generalist',
    weight: 28,
    genders: mostlyWomen,
    core: ['standard-haircut', 'blowout', 'all-over-color', 'highlights', 'root-touch-up'],
    extra: [
      'bang-trim',
      'gloss-toner',
      'deep-conditioning',
      'bond-builder',
      'updo-event',
      'wash-style',
      'kids-cut',
      'consultation',
      'flat-iron-curls',
    ],
    specialties: ['color-specialist', 'balayage', 'curly-hair', 'bridal'],
    craft: ['lived-in color', 'precision cuts', 'effortless blowouts', 'healthy, shiny hair'],
    homeVisits: 0.15,
  },
  {
    code: 'colorist',
    weight: 18,
    genders: mostlyWomen,
    core: ['balayage-ombre', 'highlights', 'all-over-color', 'gloss-toner', 'root-touch-up'],
    extra: [
      'color-correction',
      'fashion-color',
      'bond-builder',
      'custom-color',
      'blowout',
      'consultation',
      'standard-haircut',
    ],
    specialties: ['color-specialist', 'balayage', 'color-correction'],
    craft: [
      'hand-painted balayage',
      'dimensional blondes',
      'color correction',
      'rich brunettes',
      'vivid fashion color',
    ],
    homeVisits: 0.08,
  },
  {
    code: 'barber',
    weight: 13,
    genders: { female: 22, male: 66, 'non-binary': 6, 'prefer-not-to-say': 6 },
    core: ['clipper-cut-fade', 'beard-trim-lineup', 'standard-haircut'],
    extra: ['kids-cut', 'scalp-massage', 'wash-style', 'hair-replacement', 'curly-haircut', 'scalp-treatment'],
    specialties: ['barbering', 'curly-hair'],
    craft: ['skin fades', 'sharp line-ups', 'classic scissor cuts', 'beard sculpting'],
    homeVisits: 0.2,
  },
  {
    code: 'natural',
    weight: 15,
    genders: { female: 82, male: 8, 'non-binary': 5, 'prefer-not-to-say': 5 },
    core: ['box-knotless-braids', 'silk-press', 'twists', 'cornrows-feedin'],
    extra: [
      'faux-locs',
      'loc-maintenance',
      'crochet-styles',
      'hair-wraps',
      'deep-conditioning',
      'detangling',
      'wig-install',
      'wash-style',
    ],
    specialties: ['natural-hair', 'curly-hair', 'extensions'],
    craft: ['knotless braids', 'silk presses', 'healthy natural hair', 'protective styles', 'locs'],
    homeVisits: 0.35,
  },
  {
    code: 'curly',
    weight: 8,
    genders: mostlyWomen,
    core: ['curly-haircut', 'deep-conditioning', 'detangling'],
    extra: [
      'protein-treatment',
      'scalp-treatment',
      'wash-style',
      'twists',
      'gloss-toner',
      'consultation',
      'highlights',
    ],
    specialties: ['curly-hair', 'natural-hair'],
    craft: ['curl-by-curl cutting', 'defined, frizz-free curls', 'wavy and coily hair'],
    homeVisits: 0.12,
  },
  {
    code: 'extensions',
    weight: 8,
    genders: mostlyWomen,
    core: ['tapein-sewin', 'clipins-halo', 'wig-install', 'lace-front'],
    extra: ['microlink-fusion', 'hair-replacement', 'blowout', 'consultation', 'ponytails-sleek', 'custom-color'],
    specialties: ['extensions', 'natural-hair'],
    craft: ['seamless extensions', 'custom wig units', 'volume and length'],
    homeVisits: 0.3,
  },
  {
    code: 'bridal',
    weight: 10,
    genders: mostlyWomen,
    core: ['bridal-hair', 'bridal-party', 'updo-event', 'prom-photoshoot'],
    extra: ['travel-onsite', 'blowout', 'flat-iron-curls', 'ponytails-sleek', 'clipins-halo', 'consultation'],
    specialties: ['bridal', 'extensions', 'color-specialist'],
    craft: ['bridal updos', 'soft romantic waves', 'editorial styling', 'wedding-day hair'],
    homeVisits: 0.65,
  },
]

/** Dollar price at the $$ tier and minutes, per catalogue code. */
export const servicePricing: Readonly<Record<string, readonly [number, number]>> = {
  'standard-haircut': [55, 45],
  'curly-haircut': [85, 75],
  'clipper-cut-fade': [40, 45],
  'kids-cut': [30, 30],
  'beard-trim-lineup': [25, 30],
  'bang-trim': [15, 15],
  'root-touch-up': [90, 90],
  'all-over-color': [120, 120],
  highlights: [160, 150],
  'balayage-ombre': [220, 180],
  'fashion-color': [200, 180],
  'color-correction': [250, 240],
  'gloss-toner': [55, 45],
  'deep-conditioning': [40, 30],
  'protein-treatment': [50, 45],
  'scalp-treatment': [45, 30],
  'bond-builder': [50, 30],
  'detox-clarifying': [40, 30],
  'split-end-repair': [45, 45],
  'smoothing-treatment': [250, 180],
  blowout: [50, 45],
  'silk-press': [85, 90],
  'flat-iron-curls': [60, 60],
  'updo-event': [95, 75],
  'bridal-hair': [180, 120],
  'ponytails-sleek': [80, 75],
  'box-knotless-braids': [220, 240],
  'cornrows-feedin': [90, 120],
  twists: [150, 180],
  'faux-locs': [200, 240],
  'loc-maintenance': [90, 120],
  'crochet-styles': [140, 180],
  'hair-wraps': [70, 90],
  'perm-body-wave': [120, 150],
  'relaxer-texturizer': [110, 120],
  'japanese-straightening': [350, 240],
  'thermal-reconditioning': [300, 240],
  'tapein-sewin': [350, 180],
  'clipins-halo': [80, 60],
  'microlink-fusion': [450, 240],
  'wig-install': [180, 150],
  'lace-front': [220, 180],
  'hair-replacement': [300, 180],
  'bridal-party': [120, 90],
  'prom-photoshoot': [110, 90],
  'travel-onsite': [150, 120],
  'wash-style': [35, 30],
  detangling: [30, 30],
  'scalp-massage': [20, 15],
  'quick-style': [30, 30],
  consultation: [25, 15],
  'custom-color': [40, 30],
}

/** Short optional descriptions, per code; services without one get none. */
export const serviceDescriptions: Readonly<Record<string, readonly string[]>> = {
  'standard-haircut': ['Consultation, wash, cut and style.', 'Includes a relaxing shampoo and a finished blow-dry.'],
  'curly-haircut': ['Dry cut curl by curl, then a wash and styling lesson.', 'Shaped to your natural curl pattern.'],
  'clipper-cut-fade': ['Skin, low, mid or high fade with a hot-towel finish.', 'Includes line-up and neck shave.'],
  'balayage-ombre': ['Hand-painted, soft grow-out. Toner included.', 'Includes bond builder and gloss.'],
  highlights: ['Partial or full foils, toner included.', 'Face-framing or full head; blow-dry included.'],
  'all-over-color': ['Single-process color from roots to ends.', 'Gray coverage or a shift in tone.'],
  'color-correction': ['Priced after a consultation; may take more than one session.'],
  'silk-press': ['Deep cleanse, treatment and a flowing silk press.', 'Heat protectant and trim included.'],
  'box-knotless-braids': ['Medium, mid-back length; hair included.', 'Small or medium parts, knotless at the root.'],
  'bridal-hair': ['Trial session plus wedding-day styling.', 'Includes a trial two to six weeks before the day.'],
  'tapein-sewin': ['Installation only; hair quoted separately.', 'Seamless blend, move-up appointments available.'],
  'wig-install': ['Customised, glueless or glued; styling included.'],
  blowout: ['Wash and a smooth, bouncy blow-dry.', 'Volume, sleek or beachy finish.'],
  'beard-trim-lineup': ['Shape, razor line-up and beard oil.'],
  'deep-conditioning': ['Steam treatment for moisture and shine.'],
  consultation: ['Plan your next look, no commitment.', 'Free for new clients.'],
  'travel-onsite': ['On-location styling; travel fee by distance.'],
  'loc-maintenance': ['Retwist and style; palm-roll or interlocking.'],
}
