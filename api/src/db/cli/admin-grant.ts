// `npm run admin:grant -- <email> [--revoke]`: gives (or takes back) admin rights of an existing
// account, in DATABASE_URL or the embedded database under DATA_DIR. Rights live in the database
// (public.users.is_admin); ADMIN_EMAILS adds accounts by setting, without this command.
import { parseArgs } from 'node:util'
import { loadEnv } from '../../env.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../open.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { revoke: { type: 'boolean', default: false } },
})
const email = positionals[0]?.trim().toLowerCase()
if (!email || positionals.length !== 1) {
  console.error('Usage: npm run admin:grant -- <email> [--revoke]')
  process.exit(2)
}

const env = loadEnv(process.env)
const db = await openDatabase(env)
try {
  await migrate(db.sql)
  const rows = await db.sql.begin(
    (tx) => tx<{ email: string }[]>`
    update public.users set is_admin = ${!values.revoke} where lower(email) = ${email} returning email`,
  )
  if (rows.length === 0) {
    console.error(`No account with the email ${email}: the person signs up first.`)
    process.exitCode = 1
  } else {
    console.log(`${rows[0].email} ${values.revoke ? 'no longer has' : 'now has'} admin rights.`)
  }
} finally {
  await db.close()
}
