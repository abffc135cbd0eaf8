import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/firebase/upload/profile or /portfolio: the file in the multipart field `image`; the
 * answer is the stored image's URL as plain text (spec section 7).
 */
export async function uploadImage(kind: 'profile' | 'portfolio', file: File): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  const url = await apiFetch<string>(`/api/firebase/upload/${kind}`, {
    method: 'POST',
    body: form,
    headers: { accept: 'text/plain' },
  })
  return String(url).trim()
}
