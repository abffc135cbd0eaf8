import { productName, renderHtml, renderText, type MailBlocks } from './layout.ts'

/**
 * "New message from …": who wrote and a link to the thread, never the message itself (the thread
 * is private: what an inbox shows stays with the two parties), so one email stands for every
 * message of its 15 minutes.
 */
export function newMessageMail(
  senderName: string,
  links: { threadUrl: string; unsubscribeUrl: string },
): { subject: string; html: string; text: string } {
  const blocks: MailBlocks = {
    preheader: `${senderName} wrote to you on ${productName}.`,
    heading: 'You have a new message',
    intro: [`${senderName} sent you a message on ${productName}. Open the conversation to read and answer it.`],
    action: { label: 'Read the message', url: links.threadUrl },
    footer: {
      reason: `You get this email when someone writes to you on ${productName} while you are away, at most once per conversation every 15 minutes.`,
      unsubscribeUrl: links.unsubscribeUrl,
      unsubscribeLabel: 'Unsubscribe from message emails',
    },
  }
  return { subject: `New message from ${senderName}`, html: renderHtml(blocks), text: renderText(blocks) }
}
