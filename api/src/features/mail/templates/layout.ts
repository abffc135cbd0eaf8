// Every email's frame, in the product's look (web/src/theme/system.ts): cream page, white card,
// plum serif heading, rose button. Tables and inline styles, as mail clients need. One message is
// described once as blocks, and both its HTML and its plain-text part are made from them.

export const productName = 'Chairside'

const color = {
  page: '#f8f3ef', // cream.100
  card: '#ffffff',
  text: '#2a1426', // plum.950
  muted: '#673b5e', // plum.700
  heading: '#56334f', // plum.800
  rule: '#efe5dd', // cream.200
  button: '#9e2752', // brand.700 (white text on it passes WCAG AA)
  detailBg: '#fdf3f6', // brand.50
}
const serif = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif"
const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

export interface MailBlocks {
  /** The inbox preview line (hidden in the body). */
  preheader: string
  heading: string
  /** Paragraphs before the details. */
  intro: string[]
  /** Label and value rows: what, when, where. */
  details?: [label: string, value: string][]
  action?: { label: string; url: string }
  /** Paragraphs after the button. */
  outro?: string[]
  /** Why the recipient gets this, and the unsubscribe link for reminders. */
  footer: { reason: string; unsubscribeUrl?: string; unsubscribeLabel?: string }
  /**
   * Entries after the intro (the daily agenda's appointments), one under the other so they read at
   * any width: a bold title (the time), the parts on one line, and an optional highlighted note.
   */
  list?: { caption: string; items: { title: string; parts: string[]; highlight?: string }[] }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font:16px/1.5 ${sans};color:${color.text}">${escapeHtml(text)}</p>`
}

function detailRows(details: [string, string][]): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;font:600 14px/1.4 ${sans};color:${color.muted};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font:15px/1.4 ${sans};color:${color.text}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color.detailBg};border-radius:8px;margin:0 0 20px"><tr><td style="padding:12px 16px"><table role="presentation" cellpadding="0" cellspacing="0">${rows}</table></td></tr></table>`
}

const unsubscribeLabel = (blocks: MailBlocks) => blocks.footer.unsubscribeLabel ?? 'Unsubscribe from reminders'

/** The entries of MailBlocks.list: presentation tables (mail clients' safest layout), one row each. */
function entryList(list: NonNullable<MailBlocks['list']>): string {
  const rows = list.items
    .map(
      (item) =>
        `<tr><td style="padding:10px 0;border-top:1px solid ${color.rule}">` +
        `<p style="margin:0;font:600 16px/1.4 ${sans};color:${color.text}">${escapeHtml(item.title)}</p>` +
        `<p style="margin:2px 0 0;font:15px/1.4 ${sans};color:${color.text}">${escapeHtml(item.parts.join(' · '))}</p>` +
        (item.highlight
          ? `<p style="margin:2px 0 0;font:600 14px/1.4 ${sans};color:${color.button}">${escapeHtml(item.highlight)}</p>`
          : '') +
        `</td></tr>`,
    )
    .join('')
  return `<h2 style="margin:0 0 8px;font:600 16px/1.4 ${sans};color:${color.heading}">${escapeHtml(list.caption)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-bottom:1px solid ${color.rule}">${rows}</table>`
}

function button(action: { label: string; url: string }): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 20px"><tr><td style="background:${color.button};border-radius:6px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 22px;font:600 16px/1 ${sans};color:#ffffff;text-decoration:none">${escapeHtml(action.label)}</a></td></tr></table>`
}

export function renderHtml(blocks: MailBlocks): string {
  const footer = [
    escapeHtml(blocks.footer.reason),
    blocks.footer.unsubscribeUrl
      ? `<a href="${escapeHtml(blocks.footer.unsubscribeUrl)}" style="color:${color.muted}">${escapeHtml(unsubscribeLabel(blocks))}</a>`
      : '',
  ]
    .filter(Boolean)
    .join(' ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(blocks.heading)}</title></head>
<body style="margin:0;padding:0;background:${color.page}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(blocks.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px;font:700 22px/1 ${serif};color:${color.heading}">${productName}</td></tr>
<tr><td style="background:${color.card};border-radius:12px;border:1px solid ${color.rule};padding:28px 24px">
<h1 style="margin:0 0 16px;font:600 24px/1.25 ${serif};color:${color.heading}">${escapeHtml(blocks.heading)}</h1>
${blocks.intro.map(paragraph).join('\n')}
${blocks.details ? detailRows(blocks.details) : ''}
${blocks.list ? entryList(blocks.list) : ''}
${blocks.action ? button(blocks.action) : ''}
${(blocks.outro ?? []).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px;font:13px/1.5 ${sans};color:${color.muted}">${footer}</td></tr>
</table></td></tr></table>
</body></html>`
}

export function renderText(blocks: MailBlocks): string {
  const lines = [blocks.heading, '', ...blocks.intro.flatMap((p) => [p, ''])]
  if (blocks.details) {
    const width = Math.max(...blocks.details.map(([label]) => label.length))
    lines.push(...blocks.details.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), '')
  }
  if (blocks.list) {
    lines.push(blocks.list.caption, '')
    for (const item of blocks.list.items)
      lines.push(`- ${item.title}: ${[...item.parts, ...(item.highlight ? [item.highlight] : [])].join(', ')}`)
    lines.push('')
  }
  if (blocks.action) lines.push(`${blocks.action.label}: ${blocks.action.url}`, '')
  for (const p of blocks.outro ?? []) lines.push(p, '')
  lines.push('--', `${productName}. ${blocks.footer.reason}`)
  if (blocks.footer.unsubscribeUrl) lines.push(`${unsubscribeLabel(blocks)}: ${blocks.footer.unsubscribeUrl}`)
  return `${lines.join('\n')}\n`
}
