import type { MailList } from './mail-links.ts'
import { escapeHtml, productName } from './templates/layout.ts'

/**
 * The page an unsubscribe link opens (served by the API, so it works from any mail client without
 * the SPA): a confirmation with a button that posts the same token, or the outcome. Link scanners
 * that fetch every URL in a message only GET, so they never unsubscribe anyone (RFC 8058).
 */
export function unsubscribePage(
  heading: string,
  message: string,
  confirm?: { token: string; list: MailList; button: string },
): string {
  const action = confirm
    ? `/api/mail/unsubscribe?token=${encodeURIComponent(confirm.token)}${confirm.list === 'reminders' ? '' : `&list=${confirm.list}`}`
    : ''
  const form = confirm
    ? `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#9e2752;color:#fff;border:0;border-radius:6px;padding:12px 22px;font:600 16px system-ui,sans-serif;cursor:pointer">${escapeHtml(confirm.button)}</button></form>`
    : `<p><a href="/" style="color:#9e2752">Back to ${productName}</a></p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} · ${productName}</title></head>
<body style="margin:0;background:#f8f3ef;color:#2a1426;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<main style="max-width:520px;margin:48px auto;padding:28px 24px;background:#fff;border:1px solid #efe5dd;border-radius:12px">
<p style="margin:0 0 12px;font:700 20px Georgia,serif;color:#56334f">${productName}</p>
<h1 style="margin:0 0 12px;font:600 24px/1.25 Georgia,serif;color:#56334f">${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${form}
</main></body></html>`
}
