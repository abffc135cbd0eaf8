import { lazy, Suspense, useSyncExternalStore } from 'react'

// Toasts are asked for everywhere, but most visits never see one: the toast machine and its region
// (about 6 KB gzip) load with the first toast, which shows as soon as they arrive.
type Region = typeof import('./toast-region')
let region: Promise<Region> | null = null
let wanted = false
const listeners = new Set<() => void>()
let nextId = 0

function loadRegion(): Promise<Region> {
  region ??= import('./toast-region').catch((error: unknown) => {
    region = null
    throw error
  })
  if (!wanted) {
    wanted = true
    listeners.forEach((listener) => listener())
  }
  return region
}

function withToaster(action: (toaster: Region['toaster']) => void) {
  loadRegion()
    .then(({ toaster }) => action(toaster))
    .catch((error: unknown) => console.error('Could not show a notification:', error))
}

export type ToastVariant = 'default' | 'destructive' | 'success'

export type ToastOptions = {
  title: string
  description?: string
  variant?: ToastVariant
}

const toastType = {
  default: 'info',
  destructive: 'error',
  success: 'success',
} as const satisfies Record<ToastVariant, string>

/** The one way to show a toast. A new toast replaces the one on screen (spec section 4). */
export function toast({ title, description, variant = 'default' }: ToastOptions): string {
  const id = `toast-${++nextId}`
  withToaster((toaster) => {
    // With max 1 the store would queue the new toast behind the old one; replace it instead.
    toaster.remove()
    toaster.create({ id, title, description, type: toastType[variant], closable: true })
  })
  return id
}

export function dismissToast(id?: string) {
  if (region) withToaster((toaster) => toaster.dismiss(id))
}

const ToastRegion = lazy(() => loadRegion())

/** Rendered once, in the root layout: the region mounts once a toast has been asked for. */
export function Toaster() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
  return show ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null
}
