import { describe, expect, it } from 'vitest'
import { publicConfigSchema } from '@marketplace/domain/contract/config.ts'
import { createApp } from '../../app.ts'
import { testApp, testDeps } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()

describe('GET /api/config', () => {
  it('points supabase-js at this server in embedded mode, other keys null', async () => {
    const res = await testApp(sql).request('http://127.0.0.1:3000/api/config')
    expect(res.status).toBe(200)
    const body = publicConfigSchema.parse(await res.json())
    expect(body).toEqual({
      identity: 'embedded',
      supabaseUrl: 'http://127.0.0.1:3000',
      supabaseAnonKey: expect.any(String),
      stripePublishableKey: null,
      googleMapsApiKey: null,
      // No MAP_STYLE_URL: the embedded style of this very server.
      mapStyleUrl: 'http://127.0.0.1:3000/api/map/style.json',
      // The Node server's own stream carries new messages (ADR 022).
      liveMessages: 'stream',
    })
    // The anon key is a token of role anon: public by design, and no sign-in.
    expect(JSON.parse(Buffer.from(body.supabaseAnonKey.split('.')[1], 'base64url').toString())).toMatchObject({
      role: 'anon',
    })
  })

  it('exposes the public keys that are set, and never a secret', async () => {
    const res = await testApp(sql, {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_JWT_SECRET: 'jwt-secret-value',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      GOOGLE_MAPS_API_KEY: 'maps-key',
      MAP_STYLE_URL: 'https://maps.example.net/styles/liberty',
    }).request('/api/config')
    const text = await res.text()
    expect(publicConfigSchema.parse(JSON.parse(text))).toEqual({
      identity: 'supabase',
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon-key',
      stripePublishableKey: 'pk_test_123',
      googleMapsApiKey: 'maps-key',
      mapStyleUrl: 'https://maps.example.net/styles/liberty',
      liveMessages: 'stream',
    })
    expect(text).not.toContain('secret')
  })

  it('sends pages to Supabase Realtime for new messages where the server holds no stream (the Edge Function)', async () => {
    const res = await createApp({ ...testDeps(sql), messageBus: null }).request('/api/config')
    expect(publicConfigSchema.parse(await res.json()).liveMessages).toBe('realtime')
  })
})
