import { createContext } from 'react'

/**
 * Whether the booking panel is on its way after a Book (the profile renders it deferred): the Book
 * buttons say so. A context, so the profile's page around them need not render again for it.
 */
export const BookingOpening = createContext(false)
