import { describe, expect, it } from 'vitest'
import { dashboardServiceSchema } from '@marketplace/domain/contract/dashboard.ts'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { dashboardTestApp, stylistWithProfile, subscribedUser } from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)
const message = 'Please provide a service name and valid price.'

const rows = (stylistId: number) =>
  sql`select name, description, price_cents, duration_minutes, catalogue_code from public.services where stylist_id = ${stylistId} order by id`

describe('dashboard services', () => {
  it('adds (201), lists, edits and deletes the stylist’s services; prices in dollars, cents in the database', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    expect(await call(t.app, user, 'GET', `/api/firebase/services/${profile.id}`)).toEqual({ status: 200, body: [] })

    const added = await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: profile.id,
      name: 'Silk Press',
      description: 'Smooth and shiny',
      price: 85.5,
      duration: 90,
    })
    expect(added.status).toBe(201)
    const silk = dashboardServiceSchema.parse(added.body)
    expect(silk).toEqual({
      id: expect.any(Number),
      stylistId: profile.id,
      name: 'Silk Press',
      description: 'Smooth and shiny',
      price: 85.5,
      duration: 90,
      activeMinutes: null,
      processingMinutes: null,
      finishingMinutes: null,
      catalogueCode: 'silk-press',
    })
    // The dialog's inputs arrive as text; an empty duration is the default 30 minutes.
    const own = await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: String(profile.id),
      name: '  Desert Glow Ritual ',
      description: '',
      price: '40',
      duration: '',
    })
    expect(own.body).toMatchObject({
      name: 'Desert Glow Ritual',
      description: null,
      price: 40,
      duration: 30,
      catalogueCode: null,
    })
    expect(await rows(profile.id)).toEqual([
      {
        name: 'Silk Press',
        description: 'Smooth and shiny',
        price_cents: 8550,
        duration_minutes: 90,
        catalogue_code: 'silk-press',
      },
      { name: 'Desert Glow Ritual', description: null, price_cents: 4000, duration_minutes: 30, catalogue_code: null },
    ])
    const list = await call(t.app, user, 'GET', `/api/firebase/services/${profile.id}`)
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Desert Glow Ritual', 'Silk Press'])

    const edited = await call(t.app, user, 'PUT', `/api/firebase/services/${silk.id}`, {
      stylistId: profile.id,
      name: 'Blowout',
      description: null,
      price: 0,
      duration: 45,
    })
    expect(edited).toEqual({
      status: 200,
      body: { ...silk, name: 'Blowout', description: null, price: 0, duration: 45, catalogueCode: 'blowout' },
    })

    expect(await call(t.app, user, 'DELETE', `/api/firebase/services/${silk.id}`)).toEqual({
      status: 200,
      body: { id: silk.id },
    })
    expect(await call(t.app, user, 'DELETE', `/api/firebase/services/${silk.id}`)).toEqual({
      status: 404,
      body: { message: 'Service not found' },
    })
    expect((await rows(profile.id)).map((r) => r.name)).toEqual(['Desert Glow Ritual'])
  })

  it.each([
    ['no name', { price: 10 }],
    ['a blank name', { name: '   ', price: 10 }],
    ['no price', { name: 'Trim' }],
    ['a negative price', { name: 'Trim', price: -1 }],
    ['a price that is not a number', { name: 'Trim', price: 'ten' }],
    ['an empty price', { name: 'Trim', price: '' }],
  ])('refuses %s with the spec message, on add and on edit', async (_case, body) => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const add = await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: profile.id,
      description: '',
      duration: 30,
      ...body,
    })
    expect(add.status).toBe(400)
    expect(add.body.message).toBe(message)
    const existing = await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: profile.id,
      name: 'Trim',
      price: 20,
    })
    const edit = await call(t.app, user, 'PUT', `/api/firebase/services/${existing.body.id}`, {
      stylistId: profile.id,
      ...body,
    })
    expect(edit.status).toBe(400)
    expect(edit.body.message).toBe(message)
    expect(await rows(profile.id)).toEqual([
      { name: 'Trim', description: null, price_cents: 2000, duration_minutes: 30, catalogue_code: null },
    ])
  })

  it('refuses a negative or fractional duration', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    for (const duration of [-5, 12.5]) {
      const res = await call(t.app, user, 'POST', '/api/firebase/services', {
        stylistId: profile.id,
        name: 'Trim',
        price: 10,
        duration,
      })
      expect(res.status).toBe(400)
      expect(res.body.issues[0].path).toEqual(['duration'])
    }
  })

  it('needs a profile first: 404 "Profile required"', async () => {
    const user = await subscribedUser(sql, t)
    for (const [method, path, body] of [
      ['GET', '/api/firebase/services/1', undefined],
      ['POST', '/api/firebase/services', { stylistId: 1, name: 'Trim', price: 10 }],
      ['PUT', '/api/firebase/services/1', { name: 'Trim', price: 10 }],
      ['DELETE', '/api/firebase/services/1', undefined],
    ] as const) {
      expect(await call(t.app, user, method, path, body), `${method} ${path}`).toEqual({
        status: 404,
        body: { message: 'Profile required' },
      })
    }
  })

  it('shows on the public profile and in search by service at once', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: profile.id,
      name: 'Loc Maintenance',
      price: 95,
      duration: 120,
    })
    const page = await call(t.app, null, 'GET', `/api/stylists/${profile.id}`)
    expect(page.body.services).toEqual([
      {
        id: expect.any(Number),
        name: 'Loc Maintenance',
        description: null,
        price: 95,
        duration: 120,
        activeMinutes: null,
        processingMinutes: null,
        finishingMinutes: null,
      },
    ])
    const found = await call(
      t.app,
      null,
      'GET',
      '/api/stylists/search?location=79843&services=loc-maintenance&limit=50',
    )
    expect(found.body.stylists.map((s: { id: number }) => s.id)).toContain(profile.id)
  })
})
