import type { Rng } from './random.ts'

// Per-state facts the demo profiles need: the IANA zone "available today" is judged in, and area
// codes so phone numbers look local.

const eastern = 'America/New_York'
const central = 'America/Chicago'
const mountain = 'America/Denver'
const pacific = 'America/Los_Angeles'

const stateZones: Record<string, string> = {
  AL: central,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: central,
  CA: pacific,
  CO: mountain,
  CT: eastern,
  DE: eastern,
  DC: eastern,
  FL: eastern,
  GA: eastern,
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: central,
  IN: 'America/Indiana/Indianapolis',
  IA: central,
  KS: central,
  KY: eastern,
  LA: central,
  ME: eastern,
  MD: eastern,
  MA: eastern,
  MI: 'America/Detroit',
  MN: central,
  MS: central,
  MO: central,
  MT: mountain,
  NE: central,
  NV: pacific,
  NH: eastern,
  NJ: eastern,
  NM: mountain,
  NY: eastern,
  NC: eastern,
  ND: central,
  OH: eastern,
  OK: central,
  OR: pacific,
  PA: eastern,
  RI: eastern,
  SC: eastern,
  SD: central,
  TN: central,
  TX: central,
  UT: mountain,
  VT: eastern,
  VA: eastern,
  WA: pacific,
  WV: eastern,
  WI: central,
  WY: mountain,
}

/**
 * The state's main zone, corrected for the larger places in split states (El Paso, the Florida
 * panhandle, East Tennessee, western Kentucky, the Dakotas and Nebraska west, north Idaho).
 */
export function timeZoneFor(state: string, lon: number, lat: number): string {
  if (state === 'TX' && lon < -104.5) return mountain
  if (state === 'FL' && lon < -85.0) return central
  if (state === 'TN' && lon > -85.5) return eastern
  if (state === 'KY' && lon < -86.0) return central
  if ((state === 'SD' || state === 'NE' || state === 'ND') && lon < -101.0) return mountain
  if (state === 'KS' && lon < -101.5) return mountain
  if (state === 'ID' && lat > 45.5) return pacific
  if (state === 'IN' && lon < -86.9 && (lat > 41.0 || lat < 38.5)) return central
  if (state === 'OR' && lon > -117.5 && lat < 44.5) return 'America/Boise'
  return stateZones[state] ?? eastern
}

const areaCodes: Record<string, number[]> = {
  AL: [205, 251, 256, 334],
  AK: [907],
  AZ: [480, 520, 602, 623, 928],
  AR: [479, 501, 870],
  CA: [213, 310, 415, 510, 619, 714, 818, 916],
  CO: [303, 719, 720, 970],
  CT: [203, 860],
  DE: [302],
  DC: [202],
  FL: [305, 407, 561, 727, 813, 904, 954],
  GA: [404, 470, 678, 706, 770, 912],
  HI: [808],
  ID: [208],
  IL: [217, 309, 312, 630, 773, 847],
  IN: [219, 260, 317, 574, 812],
  IA: [319, 515, 563, 712],
  KS: [316, 620, 785, 913],
  KY: [270, 502, 606, 859],
  LA: [225, 318, 337, 504],
  ME: [207],
  MD: [240, 301, 410, 443],
  MA: [413, 508, 617, 781, 978],
  MI: [248, 313, 517, 616, 734, 810],
  MN: [218, 507, 612, 651, 763, 952],
  MS: [228, 601, 662],
  MO: [314, 417, 573, 636, 816],
  MT: [406],
  NE: [308, 402],
  NV: [702, 775],
  NH: [603],
  NJ: [201, 609, 732, 856, 908, 973],
  NM: [505, 575],
  NY: [212, 315, 347, 516, 518, 585, 607, 631, 716, 718, 845, 914],
  NC: [252, 336, 704, 828, 910, 919, 980],
  ND: [701],
  OH: [216, 330, 419, 513, 614, 937],
  OK: [405, 580, 918],
  OR: [503, 541, 971],
  PA: [215, 267, 412, 484, 570, 610, 717, 814],
  RI: [401],
  SC: [803, 843, 864],
  SD: [605],
  TN: [423, 615, 731, 865, 901, 931],
  TX: [210, 214, 281, 512, 713, 806, 817, 832, 915, 972],
  UT: [385, 435, 801],
  VT: [802],
  VA: [276, 434, 540, 571, 703, 757, 804],
  WA: [206, 253, 360, 425, 509],
  WV: [304, 681],
  WI: [262, 414, 608, 715, 920],
  WY: [307],
}

/**
 * Ten digits with a real area code of the state but the 555-01XX block reserved for fiction, so
 * no demo number rings a real person.
 */
export function demoPhone(rng: Rng, state: string): string {
  const area = rng.pick(areaCodes[state] ?? [212])
  return `${area}5550${rng.int(100, 199)}`
}
