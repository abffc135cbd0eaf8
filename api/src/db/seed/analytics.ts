import type { Sql, Tx } from '../client.ts'
import type { DemoCity } from './cities.ts'
import { ts } from './params.ts'
import { addDays, Rng } from './random.ts'

// Ninety days of activity for the admin console (its trends compare up to 90 days): searches with the terms people type, profile views
// that favour well-reviewed stylists, and the sign-ups and subscriptions the demo data implies.

const DAYS = 90
const CHUNK = 5000

// Most popular first: a term's share falls with its rank.
const terms = [
  'balayage',
  'silk press near me',
  'knotless braids',
  'hair salon',
  'barber',
  'curly haircut',
  'highlights',
  'skin fade',
  'blowout',
  'box braids',
  'bridal hair',
  'color correction',
  'tape in extensions',
  'loc retwist',
  'natural hair salon',
  'blonde specialist',
  'wig install',
  'kids haircut',
  'mens haircut',
  'balayage near me',
  'keratin treatment',
  'deva cut',
  'sew in',
  'lace front wig',
  'updo',
  'money piece highlights',
  'fade near me',
  'japanese straightening',
  'vivid hair color',
  'wedding hair',
]

/** A search as the results page records it: the term (service, else place) and the place. */
function search(rng: Rng, cities: readonly DemoCity[]): { term: string; location: string | null } {
  const term = terms[Math.floor(terms.length * rng.next() ** 1.8)]
  const city = cities[Math.floor(cities.length * rng.next() ** 2)]
  const place = `${city.name}, ${city.state}`
  const shape = rng.weighted({ term: 45, termCity: 25, city: 20, cityState: 10 })
  if (shape === 'termCity') return { term, location: place }
  if (shape === 'city' || shape === 'cityState') return { term: place, location: place }
  return { term, location: null }
}

interface Options {
  seed: number
  now: Date
  stylists: number
  cities: readonly DemoCity[]
  clientIds: readonly string[]
}

/** All or nothing, so an interrupted seed leaves no anonymous events behind (see partial.ts). */
export function insertDemoEvents(sql: Sql, o: Options): Promise<number> {
  return sql.begin((tx) => insertEvents(tx, o))
}

async function insertEvents(sql: Tx, o: Options): Promise<number> {
  const rng = Rng.for(o.seed, 0xe7)
  const since = addDays(o.now, -DAYS)
  // Busier stylists get more views: listed demo profiles, most reviewed first.
  const listed = await sql<{ id: number }[]>`
    select id::int as id from public.stylists
     where email like 'stylist%@demo.chairside.test'
       and subscription_active_until > ${o.now} and verification_status is distinct from 'rejected'
     order by review_count desc, id`
  const searches = Math.min(60_000, Math.max(1500, Math.round(o.stylists * 1.5)))
  const views = listed.length === 0 ? 0 : Math.min(120_000, Math.max(2000, o.stylists * 2))
  const total = searches + views
  for (let start = 0; start < total; start += CHUNK) {
    const type: string[] = []
    const user: (string | null)[] = []
    const stylist: (number | null)[] = []
    const term: (string | null)[] = []
    const meta: string[] = []
    const at: (string | null)[] = []
    for (let i = start; i < Math.min(total, start + CHUNK); i++) {
      const signedIn = rng.chance(0.2) && o.clientIds.length > 0
      user.push(signedIn ? rng.pick(o.clientIds) : null)
      at.push(ts(addDays(since, rng.next() * DAYS)))
      if (i < searches) {
        const t = search(rng, o.cities)
        type.push('search')
        stylist.push(null)
        term.push(t.term)
        meta.push(JSON.stringify({ searchTerm: t.term, location: t.location }))
      } else {
        const id = listed[Math.floor(listed.length * rng.next() ** 2.5)].id
        type.push('profile_view')
        stylist.push(id)
        term.push(null)
        meta.push(JSON.stringify({ stylistId: id }))
      }
    }
    await sql`
      insert into public.analytics_events (event_type, user_id, stylist_id, search_term, metadata, created_at)
      select u.type, u.user_id, u.stylist_id, u.term, u.meta::jsonb, u.at
        from unnest(${type}::text[], ${user}::uuid[], ${stylist}::bigint[], ${term}::text[], ${meta}::text[],
                    ${at}::timestamptz[]) as u(type, user_id, stylist_id, term, meta, at)`
  }
  // Sign-ups and subscriptions follow from the accounts and subscriptions already written. The
  // auth.users trigger records a sign-up itself; accounts written with triggers off get here the
  // event it would have written (those of the last ninety days, as the other events).
  const [signups] = await sql<{ n: number }[]>`
    with ins as (
      insert into public.analytics_events (event_type, user_id, metadata, created_at)
      select 'signup', u.id, jsonb_build_object('provider', coalesce(a.raw_app_meta_data ->> 'provider', 'email')),
             u.created_at
        from public.users u
        join auth.users a on a.id = u.id
       where u.email like '%@demo.chairside.test' and u.created_at >= ${since} and u.created_at <= ${o.now}
      on conflict (user_id) where event_type = 'signup' do nothing
      returning 1)
    select count(*)::int as n from ins`
  const [subscriptions] = await sql<{ n: number }[]>`
    with ins as (
      insert into public.analytics_events (event_type, user_id, stylist_id, metadata, created_at)
      select 'subscription', s.user_id, st.id, jsonb_build_object('planType', s.plan, 'status', s.status), s.created_at
        from public.subscriptions s
        join public.stylists st on st.user_id = s.user_id
       where starts_with(s.provider_subscription_id, 'sub_demo_') and s.created_at >= ${since} and s.created_at <= ${o.now}
      returning 1)
    select count(*)::int as n from ins`
  return total + signups.n + subscriptions.n
}
