import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/**
 * GET /api/appointments/:id/calendar.ics with the bearer token (a plain link would go without it),
 * then saved through a Blob, so the browser hands the file to the calendar app.
 */
export async function downloadCalendar(id: number): Promise<void> {
  const text = await apiFetch<string>(`/api/appointments/${id}/calendar.ics`, { headers: { accept: 'text/calendar' } })
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = `appointment-${id}.ics`
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // The click has handed the file over; revoking a little later lets a slow browser still read it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}

export function useDownloadCalendar() {
  return useMutation({ mutationFn: downloadCalendar })
}
