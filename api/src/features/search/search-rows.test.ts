import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testDatabase } from '../../../test/database.ts'
import { searchRowMatches } from '../../../test/search-rows.ts'
import { makeStylist } from '../../../test/fixtures/search.fixtures.ts'

// stylist_search (migration 20261122000400) is a copy of the columns search reads, kept by a
// trigger on stylists: every change that matters to search reaches it, and nothing else rewrites it.
const sql = testDatabase()
let id = 0

/** The search row next to what it copies from the stylist row; `same` when every column agrees. */
async function rows() {
  const [row] = await sql<
    { same: boolean; price: number; tier: string; score: number; xmin: string; listed: boolean }[]
  >`
    select ${searchRowMatches(sql)} as same,
           x.starting_price_cents as price, x.price_range as tier, x.recommended_score as score, x.xmin::text as xmin,
           exists (select 1 from public.listed_stylist_search l where l.id = s.id) as listed
      from public.stylists s join public.stylist_search x on x.id = s.id
     where s.id = ${id}`
  return row
}

beforeAll(async () => {
  id = await makeStylist(sql, {
    name: 'Rowan Search',
    milesNorth: -400,
    priceCents: 4000,
    services: [['blowout', 'Blowout', 4000]],
    specialties: ['curly-hair'],
    hours: [[0, '09:00', '17:00']],
  })
})

describe('stylist_search rows', () => {
  it('are written with the stylist, services, specialties and hours included', async () => {
    const row = await rows()
    expect(row).toMatchObject({ same: true, price: 4000, tier: '$', listed: true })
    const [codes] = await sql`select service_codes, specialty_codes from public.stylist_search where id = ${id}`
    expect(codes).toEqual({ service_codes: ['blowout'], specialty_codes: ['curly-hair'] })
  })

  it('follow a new price, a review and a new service', async () => {
    await sql`update public.stylists set starting_price_cents = 15000 where id = ${id}`
    expect(await rows()).toMatchObject({ same: true, price: 15000, tier: '$$$' })

    const before = (await rows()).score
    const author = await createUser(sql)
    await sql`insert into public.reviews (stylist_id, author_id, rating, comment) values (${id}, ${author.id}, 1, 'Not what I asked for.')`
    const after = await rows()
    expect(after.same).toBe(true)
    expect(after.score).toBeLessThan(before)

    await sql`insert into public.services (stylist_id, catalogue_code, name, price_cents) values (${id}, 'silk-press', 'Silk Press', 9000)`
    const [codes] = await sql`select service_codes from public.stylist_search where id = ${id}`
    expect(codes.service_codes).toEqual(['blowout', 'silk-press'])
  })

  it('leave search when the subscription ends, and come back with it', async () => {
    await sql`update public.subscriptions set current_period_end = now() - interval '1 minute', current_period_start = now() - interval '1 month'
               where user_id = (select user_id from public.stylists where id = ${id})`
    expect(await rows()).toMatchObject({ same: true, listed: false })
    await sql`update public.subscriptions set current_period_end = now() + interval '1 month'
               where user_id = (select user_id from public.stylists where id = ${id})`
    expect(await rows()).toMatchObject({ same: true, listed: true })
  })

  // (The bio is searched: it is in the full-text document the rows carry since 20261125000600.)
  it('are not rewritten by an edit search does not read (the phone number), and follow the bio', async () => {
    const { xmin } = await rows()
    await sql`update public.stylists set phone = '2125550199' where id = ${id}`
    expect((await rows()).xmin).toBe(xmin)
    await sql`update public.stylists set bio = ${'A new bio about quillwort braids, long enough for the rule. '.repeat(3)} where id = ${id}`
    expect(await rows()).toMatchObject({ same: true })
    const [{ found }] = await sql`select search_document @@ to_tsquery('english', 'quillwort')
                   and search_lexemes operator(extensions.@@) public.search_text_lexemes('quillwort') as found
                  from public.stylist_search where id = ${id}`
    expect(found).toBe(true)
  })

  it('are told apart from a drifted copy, which sync_stylist_search repairs', async () => {
    const [{ service_codes }] = await sql`select service_codes from public.stylist_search where id = ${id}`
    await sql`update public.stylist_search set service_codes = ${service_codes.slice(1)} where id = ${id}`
    expect((await rows()).same).toBe(false)
    await sql`update public.stylist_search set service_codes = ${service_codes}, rating_average = 4.99 where id = ${id}`
    expect((await rows()).same).toBe(false)
    await sql`update public.stylist_search set search_lexemes = search_lexemes[2:] where id = ${id}`
    expect((await rows()).same).toBe(false)
    await sql`select public.sync_stylist_search(array[${id}]::bigint[])`
    expect((await rows()).same).toBe(true)
  })

  it('go with the stylist', async () => {
    await sql`delete from public.stylists where id = ${id}`
    const [gone] = await sql`select count(*)::int as n from public.stylist_search where id = ${id}`
    expect(gone.n).toBe(0)
  })
})
