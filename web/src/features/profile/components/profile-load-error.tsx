import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toast } from '@/components/ui/toaster'
import { ProfileSkeleton } from './profile-skeleton'

/**
 * A profile that could not be loaded (or a URL without a usable id): the spec's toast, then back
 * to the search results. The skeleton stays on screen for the moment before the redirect.
 */
export function ProfileLoadError() {
  const navigate = useNavigate()
  const handled = useRef(false)
  useEffect(() => {
    // Effects run twice in development (StrictMode); one toast and one redirect are enough.
    if (handled.current) return
    handled.current = true
    toast({ title: 'Error', description: 'Could not load stylist profile. Please try again.', variant: 'destructive' })
    void navigate({ to: '/stylists', replace: true })
  }, [navigate])
  return <ProfileSkeleton />
}
