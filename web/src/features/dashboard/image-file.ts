import { acceptedImageTypes, MAX_IMAGE_BYTES } from '@marketplace/domain/contract/dashboard.ts'

/** What the file pickers offer (the server judges the content again). */
export const imageAccept = acceptedImageTypes.join(',')

export const imageTypeMessage = 'Choose a JPEG, PNG or WebP image.'
export const imageSizeMessage = 'The image must be 5 MB or smaller.'

/** Why a picked file cannot be uploaded, or null: checked here so a 20 MB photo is not sent first. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return imageTypeMessage
  if (file.size > MAX_IMAGE_BYTES) return imageSizeMessage
  if (file.size === 0) return 'This file is empty. Choose another image.'
  return null
}
