import { productName, renderHtml, renderText, type MailBlocks } from './layout.ts'

/**
 * The embedded issuer's password-reset email (POST /auth/v1/recover). It names no person and no
 * account detail: it is rendered before anyone looks the address up, the same for every address.
 * On Supabase, the project's own "Reset Password" template sends this instead (docs/deploy.md).
 */
export function passwordResetMail(link: string, validMinutes: number) {
  const hours = validMinutes % 60 === 0 ? validMinutes / 60 : null
  const lasts = hours === 1 ? '1 hour' : hours ? `${hours} hours` : `${validMinutes} minutes`
  const blocks: MailBlocks = {
    preheader: `Choose a new password for ${productName}. The link works once, for ${lasts}.`,
    heading: 'Reset your password',
    intro: [
      `Someone asked to reset the password of the ${productName} account for this email address. If it was you, choose a new password with the button below.`,
    ],
    action: { label: 'Choose a new password', url: link },
    outro: [
      `The link works once and expires in ${lasts}. Asking again sends a new link and turns this one off.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    footer: { reason: `You get this email because a password reset was requested for your ${productName} account.` },
  }
  return { subject: `Reset your ${productName} password`, html: renderHtml(blocks), text: renderText(blocks) }
}
