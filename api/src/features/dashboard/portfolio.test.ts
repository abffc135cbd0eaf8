import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { portfolioItemSchema } from '@marketplace/domain/contract/dashboard.ts'
import { call, type TestUser } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import {
  dashboardTestApp,
  images,
  stylistWithProfile,
  subscribedUser,
  upload,
} from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)
const notice = "You've reached the maximum of 9 portfolio images. To add more, please delete existing images first."

const fileOf = (url: string) => join(t.storageDir, url.replace('/storage/v1/object/public/', ''))
const uploadPortfolio = async (user: TestUser) => {
  const res = await upload(t, user, 'portfolio', { bytes: await images.png(), name: 'work.png', type: 'image/png' })
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.text}`)
  return res.text
}
const count = async (stylistId: number) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from public.portfolio_items where stylist_id = ${stylistId}`)[0]
    .n

describe('dashboard portfolio', () => {
  it('adds an uploaded image with its caption (201), lists it, and deleting it removes its file', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    expect(await call(t.app, user, 'GET', `/api/firebase/portfolio/${profile.id}`)).toEqual({ status: 200, body: [] })
    const url = await uploadPortfolio(user)
    expect(url).toMatch(new RegExp(`^/storage/v1/object/public/portfolio/${user.id}/[0-9a-f]{32}\\.webp$`))

    const added = await call(t.app, user, 'POST', '/api/firebase/portfolio', {
      stylistId: profile.id,
      imageUrl: url,
      caption: ' Sunset balayage ',
      tags: [],
    })
    expect(added.status).toBe(201)
    const item = portfolioItemSchema.parse(added.body)
    expect(item).toMatchObject({ stylistId: profile.id, imageUrl: url, caption: 'Sunset balayage', tags: [] })
    const [row] = await sql`select storage_path, image_url from public.portfolio_items where id = ${item.id}`
    expect(row.storage_path).toBe(url.replace('/storage/v1/object/public/portfolio/', ''))
    expect((await call(t.app, user, 'GET', `/api/firebase/portfolio/${profile.id}`)).body).toEqual([added.body])
    // The public profile and the search card show it at once.
    expect((await call(t.app, null, 'GET', `/api/stylists/${profile.id}`)).body.portfolioItems).toEqual([
      { id: item.id, imageUrl: url, caption: 'Sunset balayage', tags: [] },
    ])
    const [listed] = await sql`select has_portfolio from public.stylists where id = ${profile.id}`
    expect(listed.has_portfolio).toBe(true)

    expect(existsSync(fileOf(url))).toBe(true)
    expect(await call(t.app, user, 'DELETE', `/api/firebase/portfolio/${item.id}`)).toEqual({
      status: 200,
      body: { id: item.id },
    })
    expect(existsSync(fileOf(url))).toBe(false)
    expect(await count(profile.id)).toBe(0)
    expect(await call(t.app, user, 'DELETE', `/api/firebase/portfolio/${item.id}`)).toEqual({
      status: 404,
      body: { message: 'Image not found' },
    })
  })

  it('keeps a file while another portfolio entry still shows it', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const url = await uploadPortfolio(user)
    const a = await call(t.app, user, 'POST', '/api/firebase/portfolio', {
      stylistId: profile.id,
      imageUrl: url,
      caption: 'A',
    })
    const b = await call(t.app, user, 'POST', '/api/firebase/portfolio', {
      stylistId: profile.id,
      imageUrl: url,
      caption: 'B',
      tags: ['curls'],
    })
    expect(b.body.tags).toEqual(['curls'])
    await call(t.app, user, 'DELETE', `/api/firebase/portfolio/${a.body.id}`)
    expect(existsSync(fileOf(url))).toBe(true)
    await call(t.app, user, 'DELETE', `/api/firebase/portfolio/${b.body.id}`)
    expect(existsSync(fileOf(url))).toBe(false)
  })

  it('takes 9 images; the tenth is refused with the spec notice, on upload and on save', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    // Eight shown already (demo images, no files of the stylist's), and one upload kept aside.
    for (let i = 1; i <= 8; i++) {
      await sql`insert into public.portfolio_items (stylist_id, image_url, position)
        values (${profile.id}, ${`/storage/v1/object/public/portfolio/demo/portfolio-0${i}.jpg`}, ${i})`
    }
    const ninth = await uploadPortfolio(user)
    const spare = await uploadPortfolio(user)
    expect(
      (await call(t.app, user, 'POST', '/api/firebase/portfolio', { stylistId: profile.id, imageUrl: ninth })).status,
    ).toBe(201)
    expect(await count(profile.id)).toBe(9)

    const tenth = await call(t.app, user, 'POST', '/api/firebase/portfolio', { stylistId: profile.id, imageUrl: spare })
    expect(tenth).toEqual({ status: 400, body: { message: notice } })
    const refusedUpload = await upload(t, user, 'portfolio', {
      bytes: await images.png(),
      name: 'more.png',
      type: 'image/png',
    })
    expect(refusedUpload.status).toBe(400)
    expect(JSON.parse(refusedUpload.text)).toEqual({ message: notice })
    expect(await count(profile.id)).toBe(9)
  })

  it('refuses an image that is not the stylist’s own portfolio upload, and a missing one', async () => {
    const other = await stylistWithProfile(sql, t)
    const theirs = await uploadPortfolio(other.user)
    const { user, profile } = await stylistWithProfile(sql, t)
    const photo = await upload(t, user, 'profile', { bytes: await images.png(), name: 'me.png', type: 'image/png' })
    for (const imageUrl of [
      theirs,
      photo.text,
      'https://evil.example/x.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      '/storage/v1/object/public/portfolio/demo/portfolio-01.jpg',
    ]) {
      const res = await call(t.app, user, 'POST', '/api/firebase/portfolio', {
        stylistId: profile.id,
        imageUrl,
        caption: null,
        tags: [],
      })
      expect(res.status, imageUrl).toBe(400)
      expect(res.body.issues).toEqual([
        { path: ['imageUrl'], message: 'The image must be one you uploaded to your portfolio.' },
      ])
    }
    const none = await call(t.app, user, 'POST', '/api/firebase/portfolio', { stylistId: profile.id, caption: 'x' })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('No image selected')
    expect(await count(profile.id)).toBe(0)
  })

  it('needs a profile first: 404 "Profile required", for the upload too', async () => {
    const user = await subscribedUser(sql, t)
    const res = await upload(t, user, 'portfolio', { bytes: await images.png(), name: 'work.png', type: 'image/png' })
    expect(res.status).toBe(404)
    expect(JSON.parse(res.text)).toEqual({ message: 'Profile required' })
    expect(await call(t.app, user, 'GET', '/api/firebase/portfolio/1')).toEqual({
      status: 404,
      body: { message: 'Profile required' },
    })
  })
})
