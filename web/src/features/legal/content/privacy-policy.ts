import type { LegalDocumentContent } from '@/features/legal/legal-content'
import { privacyEmail, siteName } from '@/lib/site'

export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  intro: `This policy explains what information ${siteName} collects, why we collect it, who we share it with and the choices you have. We have tried to write it in plain language.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${siteName} ("we", "us") runs a directory where clients find hairstylists and where stylists pay a subscription to be listed. This policy covers our website and the services we provide through it.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect only what we need to run the service:',
        {
          list: [
            'Account information: your email address, your name if you give it, and a profile photo if your sign-in provider (for example Google) shares one. We never see or store your password in readable form.',
            'Stylist profile information: the business name, salon name, bio, address, phone number, website and social media links, license number and state, services and prices, specialties and portfolio photos that a stylist chooses to publish.',
            'Reviews: the rating and comment you post, and the account that posted it.',
            'Messages to support: the name, email address, subject and message you send through our contact form.',
            'Subscription records: the plan you chose, its status and renewal dates, and any promotional code you used.',
            'Usage information: searches made on the site and profile views, which we use in aggregate to improve search, and basic technical logs (such as IP address and browser type) kept for security.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'To provide the directory: showing stylist profiles, running searches and displaying reviews.',
            'To manage accounts and subscriptions, including billing, renewals and cancellations.',
            'To verify stylists, prevent fraud and abuse, and keep the service secure.',
            'To answer your questions and send service messages, such as receipts or changes to these policies.',
            'To understand how the site is used, in aggregate, so we can make it better.',
          ],
        },
        'We do not sell your personal information, and we do not use it for third-party advertising.',
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies and local storage',
      blocks: [
        'When you sign in, our identity provider stores a session token in your browser’s local storage so that you stay signed in between visits. Signing out removes it. We may also set strictly necessary cookies for security.',
        'We do not use advertising cookies or cross-site tracking. Because the storage we use is needed for sign-in to work, there is nothing to opt out of beyond not signing in; you can also clear it at any time in your browser settings.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        'Subscription payments are handled by our card payment processor. Your card details are entered directly into the processor’s secure form and sent to them, not to us. We receive and keep only what we need to manage your subscription, such as the card brand, the last four digits, the expiry date and the status of payments.',
      ],
    },
    {
      id: 'location-data',
      heading: 'Location data',
      blocks: [
        'When you search, you type a city, ZIP code or address, and we use it to find stylists near that place and to work out distances. Address suggestions may be provided by a maps service, which receives the text you type. We do not track your device’s location in the background.',
        'A stylist’s business address and map position are part of their public profile so that clients can find them.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        {
          list: [
            'The public: stylist profiles, reviews (shown anonymously as "Client") and portfolio photos are visible to everyone.',
            'Service providers who work for us under contract: hosting and database, identity and sign-in, file storage, payment processing and maps. They may use the information only to provide their service to us.',
            'Authorities, when the law requires it, or to protect the rights and safety of our users and of the service.',
            'A buyer or successor, if the business is sold or merged, under the same protections as this policy.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        'We keep account and profile information for as long as your account exists. When you delete your account, or ask us to, we delete your profile, services, portfolio, reviews and subscription records within 30 days, except for records we must keep for tax, accounting or legal reasons, which we keep only as long as the law requires. Support messages are kept for up to two years. Security logs are kept for up to 90 days.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'see the personal information we hold about you and get a copy of it;',
            'correct information that is wrong or incomplete;',
            'have your information deleted;',
            'object to or restrict certain uses of it; and',
            'not be treated differently for exercising these rights.',
          ],
        },
        `Stylists can edit most of their information directly in their dashboard. For anything else, email ${privacyEmail}. We will answer within 30 days and may need to confirm your identity first.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'We protect information with encryption in transit, access controls that limit who can see what, and database rules that stop one account from reading or changing another’s data. No system is perfectly secure, so please use a strong, unique password and tell us right away if you suspect misuse of your account.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        `${siteName} is not for children under 13, and children under 13 may not create an account. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. When we do, we change the effective date at the top of this page, and if the changes are significant we will tell account holders by email or with a notice on the site before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions about this policy or your information? Email ${privacyEmail} or use the form on our Support page.`,
      ],
    },
  ],
}
