import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import type { AddressInfo } from 'node:net'
import { storageFake } from '../storage-fake.ts'

/**
 * What a Supabase project serves to the edge function, at its HTTP boundary: Auth's signing keys
 * (GET /auth/v1/.well-known/jwks.json, ES256 as new projects use) and the Storage API (the
 * storage fake). Tokens are made here the way Supabase Auth makes them, with the same claims.
 */
export class SupabaseFake {
  private constructor(
    private readonly server: ServerType,
    private readonly privateKey: CryptoKey,
    private readonly kid: string,
    readonly storage: ReturnType<typeof storageFake>,
  ) {}

  static async start(serviceRoleKey: string): Promise<SupabaseFake> {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true })
    const kid = crypto.randomUUID()
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }
    const storage = storageFake(serviceRoleKey)
    const app = new Hono()
      .get('/auth/v1/.well-known/jwks.json', (c) => c.json({ keys: [jwk] }))
      .all('/storage/v1/*', (c) => storage.fetch(c.req.raw))
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    return new SupabaseFake(server, privateKey, kid, storage)
  }

  /** The project URL to give as SUPABASE_URL. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  /** An access token of this project's Auth for a user (Supabase's claims, signed with its key). */
  accessToken(user: { id: string; email: string }, options: { expiresIn?: string } = {}): Promise<string> {
    return new SignJWT({
      role: 'authenticated',
      aal: 'aal1',
      email: user.email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      amr: [{ method: 'password' }],
    })
      .setProtectedHeader({ alg: 'ES256', kid: this.kid, typ: 'JWT' })
      .setIssuer(`${this.url}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(this.privateKey)
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((err) => (err ? reject(err) : resolve())))
  }
}
