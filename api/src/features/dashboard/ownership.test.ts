import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { asUser } from '../../db/roles.ts'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import {
  dashboardTestApp,
  images,
  profileForm,
  stylistWithProfile,
  upload,
} from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)

/** Everything of stylist A's, read as the database owner: compared before and after B's attempts. */
async function snapshot(stylistId: number) {
  return {
    stylist: await sql`select * from public.stylists where id = ${stylistId}`,
    services: await sql`select * from public.services where stylist_id = ${stylistId} order by id`,
    specialties:
      await sql`select * from public.stylist_specialties where stylist_id = ${stylistId} order by specialty_id`,
    portfolio: await sql`select * from public.portfolio_items where stylist_id = ${stylistId} order by id`,
    hours: await sql`select * from public.working_hours where stylist_id = ${stylistId} order by id`,
  }
}

describe('dashboard ownership: stylist B against stylist A', () => {
  it('refuses B every read and write of A’s profile, services, specialties and portfolio, and changes nothing of A’s', async () => {
    const a = await stylistWithProfile(sql, t, { stylistName: 'Alice A' })
    const aId = a.profile.id
    const service = await call(t.app, a.user, 'POST', '/api/firebase/services', {
      stylistId: aId,
      name: 'Silk Press',
      price: 80,
    })
    await call(t.app, a.user, 'POST', '/api/firebase/specialties', { stylistId: aId, specialtyIds: [1, 2] })
    const photo = await upload(t, a.user, 'portfolio', { bytes: await images.png(), name: 'a.png', type: 'image/png' })
    const item = await call(t.app, a.user, 'POST', '/api/firebase/portfolio', {
      stylistId: aId,
      imageUrl: photo.text,
      caption: 'A',
    })
    expect([service.status, item.status]).toEqual([201, 201])
    const before = await snapshot(aId)

    const b = await stylistWithProfile(sql, t, { stylistName: 'Bob B' })
    const bId = b.profile.id
    const attempts = [
      ['GET', `/api/firebase/stylists/${a.user.id}`, undefined, 403],
      ['GET', `/api/firebase/services/${aId}`, undefined, 403],
      ['POST', '/api/firebase/services', { stylistId: aId, name: 'Intruder', price: 1 }, 403],
      ['PUT', `/api/firebase/services/${service.body.id}`, { name: 'Hijacked', price: 1 }, 404],
      ['PUT', `/api/firebase/services/${service.body.id}`, { stylistId: bId, name: 'Hijacked', price: 1 }, 404],
      ['PUT', `/api/firebase/services/${service.body.id}`, { stylistId: aId, name: 'Hijacked', price: 1 }, 403],
      ['DELETE', `/api/firebase/services/${service.body.id}`, undefined, 404],
      ['GET', `/api/firebase/specialties/${aId}`, undefined, 403],
      ['POST', '/api/firebase/specialties', { stylistId: aId, specialtyIds: [8] }, 403],
      ['GET', `/api/firebase/portfolio/${aId}`, undefined, 403],
      ['POST', '/api/firebase/portfolio', { stylistId: aId, imageUrl: photo.text }, 403],
      ['POST', '/api/firebase/portfolio', { stylistId: bId, imageUrl: photo.text }, 400],
      ['DELETE', `/api/firebase/portfolio/${item.body.id}`, undefined, 404],
    ] as const
    for (const [method, path, body, status] of attempts) {
      const res = await call(t.app, b.user, method, path, body)
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status)
    }

    // Saving "A's" profile (A's userId in the body) saves B's own; A's photo is not B's to use.
    const save = await call(
      t.app,
      b.user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ userId: a.user.id, stylistName: 'Bob Again' }),
    )
    expect(save.body).toMatchObject({ id: bId, userId: b.user.id, stylistName: 'Bob Again' })
    const steal = await call(
      t.app,
      b.user,
      'POST',
      '/api/firebase/stylists',
      profileForm({ profileImageUrl: photo.text }),
    )
    expect(steal.status).toBe(400)

    expect(await snapshot(aId)).toEqual(before)
    expect(existsSync(join(t.storageDir, photo.text.replace('/storage/v1/object/public/', '')))).toBe(true)
    // B's own things are untouched by the refused attempts too.
    expect((await call(t.app, b.user, 'GET', `/api/firebase/services/${bId}`)).body).toEqual([])
  })

  it('is enforced by row-level security as well: B’s statements cannot touch A’s rows', async () => {
    const a = await stylistWithProfile(sql, t)
    const service = await call(t.app, a.user, 'POST', '/api/firebase/services', {
      stylistId: a.profile.id,
      name: 'Trim',
      price: 30,
    })
    const b = await stylistWithProfile(sql, t)
    const before = await snapshot(a.profile.id)
    await asUser(sql, b.user.claims, async (tx) => {
      expect(await tx`update public.services set price_cents = 1 where id = ${service.body.id} returning id`).toEqual(
        [],
      )
      expect(await tx`delete from public.services where id = ${service.body.id} returning id`).toEqual([])
      expect(
        await tx`update public.stylists set stylist_name = 'Hacked' where id = ${a.profile.id} returning id`,
      ).toEqual([])
    })
    await expect(
      asUser(
        sql,
        b.user.claims,
        (tx) =>
          tx`insert into public.services (stylist_id, name, price_cents) values (${a.profile.id}, 'Intruder', 100)`,
      ),
    ).rejects.toThrow(/row-level security/)
    await expect(
      asUser(
        sql,
        b.user.claims,
        (tx) => tx`insert into public.stylist_specialties (stylist_id, specialty_id) values (${a.profile.id}, 8)`,
      ),
    ).rejects.toThrow(/row-level security/)
    await expect(
      asUser(
        sql,
        b.user.claims,
        (tx) => tx`insert into public.portfolio_items (stylist_id, image_url) values (${a.profile.id}, '/x.webp')`,
      ),
    ).rejects.toThrow(/row-level security/)
    // Nor can a stylist approve themself: the database's guard refuses it.
    await expect(
      asUser(
        sql,
        b.user.claims,
        (tx) => tx`update public.stylists set verification_status = 'approved' where id = ${b.profile.id}`,
      ),
    ).rejects.toThrow(/only submit the profile for review/)
    expect(await snapshot(a.profile.id)).toEqual(before)
  })
})
