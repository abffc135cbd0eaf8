import { useEffect, useState } from 'react'
import { imageFileProblem } from '../image-file'

export type PendingPhoto = { file: File; previewUrl: string }

/**
 * A newly chosen profile photo, held in the browser with a preview until the profile is saved
 * (spec section 4, "Profile image"). A file that cannot be uploaded is refused with the reason.
 */
export function usePendingPhoto() {
  const [photo, setPhoto] = useState<PendingPhoto | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  // The preview's object URL lives as long as the photo it shows.
  useEffect(() => {
    if (!photo) return
    return () => URL.revokeObjectURL(photo.previewUrl)
  }, [photo])

  function choose(file: File | undefined) {
    if (!file) return
    const reason = imageFileProblem(file)
    setProblem(reason)
    if (reason) return
    setPhoto({ file, previewUrl: URL.createObjectURL(file) })
  }

  function clear() {
    setPhoto(null)
    setProblem(null)
  }

  return { photo, problem, setProblem, choose, clear }
}
