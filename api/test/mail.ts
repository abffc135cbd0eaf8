import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { afterAll } from 'vitest'
import { startEmbeddedSmtp, type EmbeddedSmtp } from '../src/adapters/mail/embedded-smtp.ts'
import type { Sql } from '../src/db/client.ts'
import { createStylist, createUser } from './database.ts'

/**
 * The embedded SMTP server on a loopback port, storing into a fresh folder, with nodemailer's
 * transport pointed at it (the production path minus the relay); closed and removed after the file.
 */
export async function testSmtp(): Promise<EmbeddedSmtp> {
  const dir = mkdtempSync(join(tmpdir(), 'chairside-mailbox-'))
  const smtp = await startEmbeddedSmtp(dir, 'Chairside <bookings@chairside.test>')
  afterAll(async () => {
    await smtp.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return smtp
}

/** Every message the server received, parsed with mailparser, oldest first. */
export async function received(dir: string): Promise<(ParsedMail & { file: string })[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort()
  return Promise.all(
    files.map(async (file) => Object.assign(await simpleParser(await readFile(join(dir, file))), { file })),
  )
}

export function recipient(mail: ParsedMail): string {
  const to = mail.to
  return (Array.isArray(to) ? to : to ? [to] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).join(',')
}

/** A stylist (in `timeZone`) and a client, and one appointment between them, inserted as the owner. */
export async function createAppointment(
  sql: Sql,
  options: { startsAt: Date; timeZone?: string; status?: string; durationMinutes?: number; sequence?: number },
) {
  const client = await createUser(sql, { email: `client-${randomUUID().slice(0, 8)}@mail.test` })
  await sql`update public.users set first_name = 'Dana', last_name = 'Client' where id = ${client.id}`
  const stylistUser = await createUser(sql)
  const stylist = await createStylist(sql, stylistUser.id)
  const timeZone = options.timeZone ?? 'America/New_York'
  await sql`update public.stylists set time_zone = ${timeZone}, stylist_name = 'Rosa Mendez', salon_name = 'Studio Rosa' where id = ${stylist.id}`
  const [{ email: stylistEmail }] = await sql<
    { email: string }[]
  >`select email from public.stylists where id = ${stylist.id}`
  const minutes = options.durationMinutes ?? 60
  const endsAt = new Date(options.startsAt.getTime() + minutes * 60_000)
  const [appointment] = await sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes, starts_at, ends_at,
      blocked_until, time_zone, status, sequence)
    values (${stylist.id}, ${client.id}, 'Balayage', 18000, ${minutes}, ${options.startsAt}, ${endsAt}, ${endsAt}, ${timeZone},
      ${options.status ?? 'confirmed'}, ${options.sequence ?? 0})
    returning id`
  return { id: appointment.id, client, stylistId: stylist.id, stylistUserId: stylistUser.id, stylistEmail, endsAt }
}
