import type { LegalDocumentContent } from '@/features/legal/legal-content'
import { siteName, supportEmail } from '@/lib/site'

export const termsOfService: LegalDocumentContent = {
  title: 'Terms of Service',
  intro: `These terms are the agreement between you and ${siteName} for using our website and services. Please read them carefully: by using ${siteName}, you agree to them.`,
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      blocks: [
        `${siteName} is a directory that helps clients find hairstylists and helps stylists present their work. We are not a salon and we are not a party to any appointment: the services a stylist provides, and any payment for them, are between the client and the stylist.`,
      ],
    },
    {
      id: 'eligibility-and-accounts',
      heading: 'Eligibility and accounts',
      blocks: [
        `${siteName} is not for children under 13, and you must be at least 13 years old to create an account. To subscribe as a stylist you must be old enough to enter into a binding contract where you live.`,
        'You are responsible for the information you give us, for keeping your sign-in details safe and for everything that happens under your account. Tell us right away if you think someone else has used it.',
      ],
    },
    {
      id: 'subscriptions-and-billing',
      heading: 'Stylist subscriptions and billing',
      blocks: [
        'A stylist profile appears in search and in the directory only while its subscription is active. There are two plans:',
        {
          list: ['Monthly: $5, billed every 30 days.', 'Annual: $40, billed once a year.'],
        },
        'Subscriptions renew automatically at the end of each billing period, and the card on file is charged the plan’s price, until you cancel.',
        'You can cancel at any time from your dashboard. Cancellation takes effect at the end of the current billing period: your profile stays visible until then, and you will not be charged again.',
        'Promotional codes and free trials apply as described when you redeem them. When a free trial ends, the subscription continues at the regular price only if you have added a payment method; otherwise your profile is hidden from search until you subscribe.',
        'We may change our prices. We will give you at least 30 days’ notice by email before a new price applies to your subscription, and you can cancel before it takes effect.',
        'Fees are non-refundable, except where the law requires a refund.',
      ],
    },
    {
      id: 'stylist-profiles',
      heading: 'Stylist profiles and verification',
      blocks: [
        'Stylists must give accurate, current information about who they are, where they work, the services they offer and their prices, and must hold any license their state requires. Portfolio photos must be your own work, and you must have the right to publish them.',
        'We review profiles before they are verified and may approve, reject or remove a profile that is inaccurate, misleading or breaks these terms. A verified badge means we have checked the details provided; it is not a guarantee of any particular result.',
      ],
    },
    {
      id: 'reviews-and-content',
      heading: 'Reviews and other content',
      blocks: [
        'Reviews must reflect a genuine experience with the stylist. Do not post fake reviews, review yourself or a competitor, or include personal information, threats or hateful content.',
        `You keep ownership of the content you post. By posting it, you give ${siteName} a non-exclusive, worldwide, royalty-free license to host, display and adapt it (for example, resizing photos) in order to run and promote the service. We may remove content that breaks these terms.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'use the service for anything unlawful, fraudulent or harmful;',
            'copy, scrape or collect other users’ information, or use it to send unsolicited messages;',
            'interfere with the service or its security, or try to access accounts or data that are not yours;',
            'impersonate anyone or misrepresent your qualifications.',
          ],
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        `The service is provided "as is" and "as available". ${siteName} does not employ or endorse stylists and is not responsible for the quality, safety or outcome of any service a stylist provides. Choose your stylist with care.`,
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the fullest extent the law allows, ${siteName} is not liable for indirect, incidental or consequential damages, and our total liability for any claim relating to the service is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      id: 'ending-your-use',
      heading: 'Ending your use of the service',
      blocks: [
        'You may stop using the service and delete your account at any time. We may suspend or close an account that breaks these terms or puts other users at risk.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. When we do, we change the effective date at the top of this page and, for significant changes, tell account holders before they take effect. If you keep using the service after the changes take effect, you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [`Questions about these terms? Email ${supportEmail} or use the form on our Support page.`],
    },
  ],
}
