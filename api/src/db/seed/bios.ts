import type { Rng } from './random.ts'
import type { Persona, PersonaCode } from './personas.ts'

// Bios composed from interchangeable sentences, so 100,000 profiles do not read alike and full-text
// search has varied words to match. The table requires 100+ characters; we aim for 150-450.

interface BioContext {
  first: string
  city: string
  salon: string | null
  years: number
  persona: Persona
  homeVisits: boolean
}

const intros: readonly ((c: BioContext, craft: string) => string)[] = [
  (c, craft) => `Hi, I'm ${c.first}! I've been doing hair for ${c.years} years and I specialize in ${craft}.`,
  (c, craft) =>
    `${c.first} here: a ${c.city}-based stylist with ${c.years} years behind the chair, known for ${craft}.`,
  (c, craft) => `With ${c.years} years of experience, I focus on ${craft}, tailored to your lifestyle.`,
  (c, craft) => `I'm a licensed stylist in ${c.city} who loves ${craft}.`,
  (c, craft) => `Welcome! I'm ${c.first}, and my favorite work is ${craft}.`,
  (c, craft) => `${c.years} years, thousands of happy clients, and a real passion for ${craft}.`,
]

const approach = [
  'Every appointment starts with a real conversation about your hair goals and your routine.',
  'I believe great hair should look just as good on day five as it does when you leave my chair.',
  'My goal is low-maintenance hair that grows out beautifully between visits.',
  'I take the time to explain what I am doing so you can recreate the look at home.',
  'Healthy hair comes first: I use bond builders and gentle products on every service.',
  'I love working with every hair type and texture, from fine and straight to tight coils.',
  'Expect honest advice, no pressure, and a look tailored to your face shape.',
  'I keep my book small so every client gets my full attention.',
]

// Training that fits the kind of work: a barber's bio does not claim balayage courses.
const credentials: Record<PersonaCode, readonly string[]> = {
  generalist: [
    'I trained at a top academy and assisted at an award-winning salon before going independent.',
    'Licensed cosmetologist, educator and former platform artist.',
    'I completed advanced training in precision cutting and color.',
  ],
  colorist: [
    'Trained in balayage and advanced color theory, and I keep learning at industry education events every year.',
    'Certified colorist with advanced training in color correction.',
    'Licensed cosmetologist, educator and former platform artist.',
  ],
  barber: [
    'Barber-trained and cosmetology-licensed, so I am equally at home with clippers and shears.',
    'Licensed master barber who still loves a classic hot-towel finish.',
  ],
  natural: [
    'Licensed natural hair specialist with advanced training in protective styling.',
    'Certified in silk-press techniques and healthy-hair care for textured hair.',
  ],
  curly: [
    'Certified in curly cutting methods, including dry and curl-by-curl cutting.',
    'I trained in curl-specific cutting and keep learning at texture education events.',
  ],
  extensions: [
    'I completed advanced training in extensions and custom wig construction.',
    'Certified in tape-in, sew-in and micro-link methods.',
  ],
  bridal: [
    'Wedding and editorial stylist: I have styled hundreds of brides and their parties.',
    'I trained in bridal and event styling and work with photographers across the area.',
  ],
}

const closers = [
  'New clients are always welcome; book a consultation and let us plan your next look.',
  'Message me with any questions before you book!',
  'Evening and weekend appointments available.',
  'Gift cards available, and I offer a student discount on weekdays.',
  "I can't wait to meet you!",
  'Walk-ins welcome when the schedule allows.',
]

/** 150-450 characters: an intro, then sentences added while they fit, then a closer if room. */
export function composeBio(rng: Rng, c: BioContext): string {
  const craft = rng.pick(c.persona.craft)
  const parts = [rng.pick(intros)(c, craft)]
  if (c.salon && rng.chance(0.5)) parts.push(`You'll find me at ${c.salon}.`)
  if (c.homeVisits) parts.push(rng.pick(['I also offer home visits.', 'Mobile appointments available: I come to you.']))
  const pool = [...rng.sample(approach, 2), rng.pick(credentials[c.persona.code]), rng.pick(closers)]
  const target = rng.int(150, 440)
  for (const sentence of pool) {
    const length = parts.join(' ').length
    if (length >= target) break
    if (length + 1 + sentence.length <= 450) parts.push(sentence)
  }
  let bio = parts.join(' ')
  // Short intros plus long sentences can leave a bio under 150: add the shortest closer that fits.
  for (const closer of [...closers].sort((a, b) => a.length - b.length)) {
    if (bio.length >= 150) break
    if (bio.length + 1 + closer.length <= 450 && !bio.includes(closer)) bio = `${bio} ${closer}`
  }
  return bio
}
