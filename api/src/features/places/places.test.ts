import { describe, expect, it } from 'vitest'
import { placeSuggestionSchema, type PlaceSuggestion } from '@marketplace/domain/contract/stylists.ts'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
const app = testApp(sql)

async function suggest(q: string, limit?: number): Promise<PlaceSuggestion[]> {
  const res = await app.request(
    `/api/places/autocomplete?${new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) })}`,
  )
  expect(res.status).toBe(200)
  return placeSuggestionSchema.array().parse(await res.json())
}

describe('GET /api/places/autocomplete', () => {
  it('suggests cities by name prefix, the most populous first, with coordinates', async () => {
    const list = await suggest('Aust')
    expect(list.length).toBeGreaterThan(1)
    expect(list.length).toBeLessThanOrEqual(8)
    expect(list[0]).toMatchObject({
      name: 'Austin',
      formatted_address: 'Austin, TX, USA',
      kind: 'city',
      city: 'Austin',
      state: 'TX',
      zipCode: null,
    })
    expect(list[0].geometry.location.lat).toBeCloseTo(30.27, 1)
    expect(list[0].geometry.location.lng).toBeCloseTo(-97.74, 1)
  })

  it('narrows "City, ST" and "City, State name" to the state', async () => {
    for (const q of ['Portland, ME', 'portland, maine']) {
      const list = await suggest(q)
      expect(list[0]).toMatchObject({ formatted_address: 'Portland, ME, USA' })
      expect(list.every((p) => p.state === 'ME')).toBe(true)
    }
  })

  it('suggests ZIP codes by prefix for digits', async () => {
    const list = await suggest('7870', 3)
    expect(list).toHaveLength(3)
    expect(list.every((p) => p.kind === 'zip' && p.zipCode?.startsWith('7870'))).toBe(true)
    const exact = await suggest('78701')
    expect(exact[0]).toMatchObject({
      name: '78701',
      formatted_address: '78701, Austin, TX, USA',
      zipCode: '78701',
      city: 'Austin',
    })
  })

  it('forgives a typo when nothing starts with the text', async () => {
    expect((await suggest('Sacramneto'))[0]).toMatchObject({ city: 'Sacramento', state: 'CA' })
  })

  it('takes a LIKE wildcard literally', async () => {
    expect(await suggest('%')).toEqual([])
  })

  it('answers a missing, empty or too long q, and a bad limit, with a 400 naming it', async () => {
    for (const [qs, field] of [
      ['', 'q'],
      ['q=', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=Austin&limit=9', 'limit'],
    ]) {
      const res = await app.request(`/api/places/autocomplete?${qs}`)
      expect(res.status, qs).toBe(400)
      expect(((await res.json()) as { message: string }).message).toMatch(
        new RegExp(`^Invalid query: .*\\b${field}\\b`),
      )
    }
  })
})
