import type { Sql } from '../../api/src/db/client.ts'
import { asAnon } from '../../api/src/db/roles.ts'
import { searchMix } from './search-mix.ts'

/**
 * What visitors do, as GET paths in a fixed, shuffled order: 60% searches (the search benchmark's
 * mix), 25% stylist profiles (listed stylists spread over the id range), 15% directory pages
 * (states, a state's cities, a city's stylists, busiest cities most often).
 */
export async function loadMix(sql: Sql, count = 4000): Promise<string[]> {
  const searches = (await searchMix(sql, Math.round(count * 0.6))).map((m) => `/api/stylists/search?${m.search}`)
  // As a visitor (row-level security shows listed stylists only), so no profile answers 404.
  const profiles = await asAnon(
    sql,
    (tx) => tx<{ id: number }[]>`
    select id from public.stylists order by id % 97, id limit ${Math.round(count * 0.25)}`,
  )
  const cities = await sql<{ state: string; city: string }[]>`
    select state, city from public.directory_city_counts order by stylist_count desc, city_key limit 200`
  const states = [...new Set(cities.map((c) => c.state))]
  const directory: string[] = []
  for (let i = 0; directory.length < Math.round(count * 0.15); i++) {
    const c = cities[i % cities.length]
    const kind = i % 3
    if (kind === 0) directory.push('/api/directory/states')
    else if (kind === 1) directory.push(`/api/directory/states/${states[i % states.length]}/cities`)
    else directory.push(`/api/directory/states/${c.state}/cities/${encodeURIComponent(c.city)}/stylists`)
  }
  const all = [...searches, ...profiles.map((p) => `/api/stylists/${p.id}`), ...directory]
  // A fixed shuffle (Fisher-Yates on a small LCG), so every run sends the same sequence.
  let seed = 12345
  for (let i = all.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    const j = seed % (i + 1)
    ;[all[i], all[j]] = [all[j], all[i]]
  }
  return all
}
