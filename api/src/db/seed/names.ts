import type { Rng } from './random.ts'

// Name pools drawn from many origins, so search results look like a real US city.

const femaleNames = [
  'Aaliyah', 'Abigail', 'Adriana', 'Aisha', 'Alejandra', 'Amara', 'Amelia', 'Ana', 'Ariana', 'Ayesha',
  'Bianca', 'Brianna', 'Camila', 'Carmen', 'Chloe', 'Daniela', 'Destiny', 'Ebony', 'Elena', 'Emily',
  'Esperanza', 'Fatima', 'Gabriela', 'Grace', 'Hana', 'Imani', 'Isabella', 'Jasmine', 'Jessica', 'Keisha',
  'Kimberly', 'Lakshmi', 'Latoya', 'Layla', 'Leilani', 'Lucia', 'Mai', 'Maria', 'Maya', 'Megan',
  'Mei', 'Mia', 'Nadia', 'Naomi', 'Nia', 'Olivia', 'Priya', 'Rachel', 'Rosa', 'Sakura',
  'Samantha', 'Sarah', 'Sofia', 'Tanisha', 'Thu', 'Valentina', 'Vanessa', 'Ximena', 'Yasmin', 'Zara',
  'Ashley', 'Brooke', 'Claire', 'Danielle', 'Erin', 'Fernanda', 'Giselle', 'Ingrid', 'Jada', 'Kiara',
  'Lauren', 'Monique', 'Noor', 'Paola', 'Renee', 'Shanice', 'Tiana', 'Uma', 'Whitney', 'Yuki',
]

const maleNames = [
  'Aaron', 'Adrian', 'Ahmed', 'Alejandro', 'Andre', 'Anthony', 'Arjun', 'Benjamin', 'Brandon', 'Carlos',
  'Chen', 'Christopher', 'Daniel', 'Darnell', 'David', 'DeShawn', 'Diego', 'Dmitri', 'Elijah', 'Emmanuel',
  'Ethan', 'Gabriel', 'Hassan', 'Hiroshi', 'Isaiah', 'Jamal', 'James', 'Javier', 'Jerome', 'Jin',
  'Jose', 'Juan', 'Kenji', 'Khalil', 'Kwame', 'Liam', 'Lucas', 'Luis', 'Malik', 'Marcus',
  'Mateo', 'Michael', 'Mohammed', 'Nathan', 'Omar', 'Rafael', 'Rahul', 'Ricardo', 'Samuel', 'Terrence',
  'Tyrone', 'Victor', 'Wei', 'Xavier', 'Yusuf', 'Andres', 'Bilal', 'Cedric', 'Devon', 'Eduardo',
]

const neutralNames = [
  'Alex', 'Avery', 'Blake', 'Cameron', 'Casey', 'Charlie', 'Dakota', 'Drew', 'Eden', 'Emerson',
  'Finley', 'Harper', 'Jesse', 'Jordan', 'Kai', 'Kendall', 'Logan', 'Morgan', 'Noel', 'Parker',
  'Quinn', 'Reese', 'Riley', 'River', 'Robin', 'Rowan', 'Sage', 'Skyler', 'Sky', 'Taylor',
]

const lastNames = [
  'Adams', 'Adeyemi', 'Aguilar', 'Ahmed', 'Ali', 'Allen', 'Alvarez', 'Anderson', 'Baker', 'Banks',
  'Bennett', 'Bui', 'Campbell', 'Castillo', 'Chang', 'Chen', 'Choi', 'Clark', 'Cohen', 'Coleman',
  'Cruz', 'Davis', 'Diaz', 'Dubois', 'Edwards', 'Evans', 'Fernandez', 'Fischer', 'Flores', 'Foster',
  'Garcia', 'Goldberg', 'Gomez', 'Gonzalez', 'Green', 'Gupta', 'Gutierrez', 'Hall', 'Harris', 'Hernandez',
  'Hill', 'Huang', 'Hughes', 'Ibrahim', 'Jackson', 'Jenkins', 'Johnson', 'Jones', 'Kaur', 'Khan',
  'Kim', 'Kowalski', 'Kumar', 'Lee', 'Lewis', 'Li', 'Lopez', 'Martin', 'Martinez', 'Mendoza',
  'Miller', 'Mitchell', 'Moore', 'Morales', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Obi', 'Okafor',
  'Olsen', 'Ortiz', 'Owens', 'Park', 'Patel', 'Perez', 'Phillips', 'Price', 'Ramirez', 'Reed',
  'Reyes', 'Rivera', 'Roberts', 'Robinson', 'Rodriguez', 'Rossi', 'Russell', 'Sanchez', 'Santos', 'Shah',
  'Silva', 'Singh', 'Smith', 'Sullivan', 'Tanaka', 'Taylor', 'Thomas', 'Thompson', 'Torres', 'Tran',
  'Turner', 'Vargas', 'Walker', 'Washington', 'Watson', 'White', 'Williams', 'Wilson', 'Wright', 'Yamamoto',
  'Yang', 'Young', 'Zhang', 'Abebe', 'Begay', 'Kahananui', 'Haddad', 'Mensah', 'Petrov', 'Romero',
]

export type Gender = 'female' | 'male' | 'non-binary' | 'prefer-not-to-say'

export function personName(rng: Rng, gender: Gender): { first: string; last: string } {
  const pool =
    gender === 'female' ? femaleNames
    : gender === 'male' ? maleNames
    : gender === 'non-binary' ? neutralNames
    : rng.pick([femaleNames, maleNames, neutralNames])
  return { first: rng.pick(pool), last: rng.pick(lastNames) }
}

/** Clients are of any gender; their names only show in the admin console. */
export function clientName(rng: Rng): { first: string; last: string } {
  return personName(rng, rng.weighted({ female: 55, male: 38, 'non-binary': 7 }))
}

const streets = [
  'Maple', 'Oak', 'Main', 'Elm', 'Cedar', 'Pine', 'Washington', 'Lincoln', 'Park', 'Lake', 'Hill',
  'Sunset', 'Highland', 'Jefferson', 'Madison', 'Franklin', 'Market', 'Church', 'Spring', 'Grand',
  'River', 'Chestnut', 'Walnut', 'Willow', 'Center', 'Union', 'Magnolia', 'Peachtree', 'Mission',
  'Broad', 'College', 'Jackson', 'Liberty', 'Ridge', 'Valley', 'Meadow', 'Harbor', 'Bayview', 'Orchard',
  'Laurel', 'Sycamore', 'Dogwood', 'Prospect', 'Fulton', 'Monroe', 'Adams', 'King', 'Central', 'Lafayette',
]
const streetTypes = ['St', 'Ave', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Way', 'Pl', 'Pkwy', 'St', 'Ave']

/** A street line such as '1234 Maple Ave' or '88 Grand St, Ste 210'. */
export function streetAddress(rng: Rng): string {
  const number = rng.chance(0.15) ? rng.int(10, 99) : rng.int(100, 9899)
  const line = `${number} ${rng.pick(streets)} ${rng.pick(streetTypes)}`
  return rng.chance(0.22) ? `${line}, Ste ${rng.int(1, 4)}${String(rng.int(0, 30)).padStart(2, '0')}` : line
}

const salonWords = [
  'Luxe', 'Velvet', 'Willow', 'Bloom', 'Copper', 'Ivy', 'Sable', 'Honey', 'Juniper', 'Magnolia',
  'Saffron', 'Amber', 'Indigo', 'Mirror', 'Golden Hour', 'Silk', 'Sage', 'Marigold', 'Ember', 'Linen',
  'Cedar', 'Halo', 'Lumen', 'Rosewood', 'Olive', 'Aura', 'Onyx', 'Pearl', 'Crown', 'Fern', 'Mane', 'Lotus',
]

/** Salon names by the kind of stylist: barbers and braiders name their shops differently. */
export function salonName(rng: Rng, last: string, city: string, kind: 'barber' | 'natural' | 'other'): string {
  const w = rng.pick(salonWords)
  const w2 = rng.pick(salonWords.filter((x) => x !== w))
  const templates =
    kind === 'barber'
      ? [`${w} Barber Co.`, `${last}'s Barbershop`, `${city} Fade Room`, `The ${w} Chair`, `Sharp & ${w2} Barbers`]
      : kind === 'natural'
        ? [`Crown & Coil ${city}`, `${w} Braid Bar`, `The Natural ${w} Studio`, `${last} Loc & Braid`, `Coils by ${w}`]
        : [`${w} Hair Studio`, `The ${w} Room`, `${w} & ${w2}`, `${last} Hair Co.`, `${w} Salon`,
           `Studio ${w}`, `${w} Beauty Bar`, `${city} Hair Collective`, `Salon ${w}`, `${w} + ${w2} Hair`]
  return rng.pick(templates).slice(0, 120)
}

/** Lower-case ascii slug of a name for handles and demo web addresses. */
export function slug(text: string): string {
  return text.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_]+/g, '-')
}
