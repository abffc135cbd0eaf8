// Facts about the site itself that several pages print.
export const siteName = 'Chairside'
export const supportEmail = 'support@chairside.com'
export const privacyEmail = 'privacy@chairside.com'
