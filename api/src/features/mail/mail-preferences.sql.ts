import type { Tx } from '../../db/client.ts'
import type { MailList } from './mail-links.ts'

/**
 * Turns one list (reminders, the daily agenda or message emails) off for the user. Returns true when this call
 * turned it off, false when it was off already (or the account is gone: the link then has nobody
 * to unsubscribe).
 */
export async function turnListOff(tx: Tx, userId: string, list: MailList): Promise<boolean> {
  const rows =
    list === 'messages'
      ? await tx`
          insert into public.mail_preferences (user_id, messages)
          select id, false from public.users where id = ${userId}
          on conflict (user_id) do update set messages = false where public.mail_preferences.messages
          returning user_id`
      : list === 'agenda'
        ? await tx`
          insert into public.mail_preferences (user_id, agenda)
          select id, false from public.users where id = ${userId}
          on conflict (user_id) do update set agenda = false where public.mail_preferences.agenda
          returning user_id`
        : await tx`
          insert into public.mail_preferences (user_id, reminders)
          select id, false from public.users where id = ${userId}
          on conflict (user_id) do update set reminders = false where public.mail_preferences.reminders
          returning user_id`
  return rows.length === 1
}

/** Whether the user takes reminders (no row: the default, yes). */
export async function remindersOn(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx<
    { reminders: boolean }[]
  >`select reminders from public.mail_preferences where user_id = ${userId}`
  return row?.reminders ?? true
}
