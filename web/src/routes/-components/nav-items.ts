// The header's links (spec section 2, "Header and footer"), shared by the desktop bar and the
// mobile drawer so the two never drift apart.
export const primaryNavItems = [
  { to: '/for-stylists', label: 'For Stylists' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/about', label: 'About' },
  { to: '/support', label: 'Support' },
] as const

// The account links: which pair shows depends on the sign-in state (spec section 6).
export const signedInNavItem = { to: '/dashboard', label: 'My Dashboard' } as const
/** Every signed-in user may book, so every one has their appointments (issue 19). */
export const appointmentsNavItem = { to: '/appointments', label: 'My appointments' } as const
export const signedOutNavItems = [
  { to: '/stylist-registration', label: 'Become a Stylist' },
  { to: '/login', label: 'Sign In' },
] as const

export const footerNavGroups = [
  {
    heading: 'Discover',
    items: [
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/stylist-directory', label: 'Browse Stylists' },
    ],
  },
  {
    heading: 'For stylists',
    items: [{ to: '/for-stylists', label: 'Join as a Stylist' }],
  },
  {
    heading: 'Help',
    items: [
      { to: '/support', label: 'Contact Us' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
] as const
