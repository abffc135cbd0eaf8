import { describe, expect, it } from 'vitest'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()

describe('GET /api/auth/user', () => {
  it('is 401 when signed out', async () => {
    const res = await testApp(sql).request('/api/auth/user')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not signed in' })
  })

  it('never trusts the x-firebase-uid header alone', async () => {
    const res = await testApp(sql).request('/api/auth/user', { headers: { 'x-firebase-uid': 'someone' } })
    expect(res.status).toBe(401)
  })
})
