/**
 * Whether the person looking at a profile is signed in, as the profile needs to know it (the
 * review card). Handed down from the route, which reads the sign-in state: features do not
 * import each other.
 */
export type ViewerStatus = 'loading' | 'signedIn' | 'signedOut'
