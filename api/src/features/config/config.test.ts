import { describe, expect, it } from 'vitest'
import { publicConfigSchema } from '@marketplace/domain/contract/config.ts'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()

describe('GET /api/config', () => {
  it('is all nulls in embedded mode', async () => {
    const res = await testApp(sql).request('/api/config')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null, googleMapsApiKey: null })
  })

  it('exposes the public keys that are set, and never a secret', async () => {
    const res = await testApp(sql, {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_JWT_SECRET: 'jwt-secret-value',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      GOOGLE_MAPS_API_KEY: 'maps-key',
    }).request('/api/config')
    const text = await res.text()
    expect(publicConfigSchema.parse(JSON.parse(text))).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon-key',
      stripePublishableKey: 'pk_test_123',
      googleMapsApiKey: 'maps-key',
    })
    expect(text).not.toContain('secret')
  })
})
