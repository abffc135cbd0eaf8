import { describe, expect, it } from 'vitest'
import { productBrandCodes } from '@marketplace/domain/catalogue/brands.ts'
import { serviceCodes } from '@marketplace/domain/catalogue/services.ts'
import { specialties } from '@marketplace/domain/catalogue/specialties.ts'
import { testDatabase } from '../../../test/database.ts'
import { makeStylist } from '../../../test/fixtures/search.fixtures.ts'

// The search indexes carry the filters' codes as bits (migration 20261208000100), numbered by the
// catalogue lists written into the migration's functions. Those lists must be the domain's, code
// for code and in order: a filter value the functions did not know would get no bit, and a search
// for it would match everyone. The functions are also the masks' source (search-source.ts).
const sql = testDatabase()

const lists = [
  { name: 'services', fn: 'search_service_bits', codes: [...serviceCodes], max: 63 },
  { name: 'specialties', fn: 'search_specialty_bits', codes: specialties.map((s) => s.code), max: 31 },
  { name: 'product brands', fn: 'search_brand_bits', codes: [...productBrandCodes], max: 31 },
] as const

describe('the codes as bits', () => {
  for (const list of lists)
    it(`give each of the domain's ${list.name}, in its order, a bit of its own`, async () => {
      expect(list.codes.length).toBeLessThanOrEqual(list.max)
      const rows = await sql<{ code: string; bits: string }[]>`
        select c.code, (${sql.unsafe(`public.${list.fn}`)}(array[c.code]))::text as bits
          from unnest(${list.codes}::text[]) with ordinality as c(code, n) order by c.n`
      expect(rows.map((r) => BigInt(r.bits))).toEqual(list.codes.map((_, i) => 1n << BigInt(i)))
      // Every code at once: every bit, and nothing for a code no list holds.
      const [all] = await sql<{ bits: string; none: string }[]>`
        select (${sql.unsafe(`public.${list.fn}`)}(${[...list.codes, 'not-a-code']}::text[]))::text as bits,
               (${sql.unsafe(`public.${list.fn}`)}(array['not-a-code', '']))::text as none`
      expect(BigInt(all.bits)).toBe((1n << BigInt(list.codes.length)) - 1n)
      expect(all.none).toBe('0')
    })

  it("follow a stylist's services, specialties and brands on the search row", async () => {
    const id = await makeStylist(sql, {
      name: 'Bitsy Search',
      milesNorth: -420,
      priceCents: 4000,
      services: [
        ['blowout', 'Blowout', 4000],
        ['custom-color', 'Custom Color', 9000],
      ],
      specialties: ['curly-hair', 'color-correction'],
      hours: [[1, '09:00', '17:00']],
    })
    await sql`update public.stylists set product_brands = array['oribe', 'moroccanoil'] where id = ${id}`
    const bits = async () =>
      (
        await sql<{ service_bits: string; specialty_bits: number; brand_bits: number }[]>`
          select service_bits::text, specialty_bits, brand_bits from public.stylist_search where id = ${id}`
      )[0]
    const bit = (codes: readonly string[], code: string) => 1n << BigInt(codes.indexOf(code))
    expect(await bits()).toEqual({
      service_bits: (bit(serviceCodes, 'blowout') | bit(serviceCodes, 'custom-color')).toString(),
      specialty_bits: Number(bit(lists[1].codes, 'curly-hair') | bit(lists[1].codes, 'color-correction')),
      brand_bits: Number(bit(productBrandCodes, 'oribe') | bit(productBrandCodes, 'moroccanoil')),
    })
    // The last of the catalogue's services, the one the 64-bit column reaches farthest with.
    await sql`delete from public.services where stylist_id = ${id} and catalogue_code = 'blowout'`
    await sql`update public.stylists set product_brands = '{}' where id = ${id}`
    expect(await bits()).toMatchObject({ service_bits: bit(serviceCodes, 'custom-color').toString(), brand_bits: 0 })
  })
})
