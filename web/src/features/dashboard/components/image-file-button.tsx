import { Button, FileUpload, type ButtonProps } from '@chakra-ui/react'
import { ImagePlus } from 'lucide-react'
import { imageAccept } from '../image-file'

type ImageFileButtonProps = {
  /** The visible button text; also names the file input for assistive technology. */
  children: string
  onFile: (file: File | undefined) => void
  disabled?: boolean
  /** Describes the picker (what is chosen, the limits, a problem). */
  describedBy?: string
} & Pick<ButtonProps, 'size' | 'variant'>

/**
 * Picks one image (JPEG, PNG or WebP). Refused types and sizes are judged by the caller, so a
 * wrong file gets a sentence rather than silently nothing.
 */
export function ImageFileButton({
  children,
  onFile,
  disabled,
  describedBy,
  size = 'sm',
  variant = 'outline',
}: ImageFileButtonProps) {
  return (
    <FileUpload.Root
      accept={imageAccept}
      maxFiles={1}
      disabled={disabled}
      allowDrop={false}
      w="auto"
      // The picker keeps no list of its own: the caller holds the chosen file.
      acceptedFiles={[]}
      onFileChange={(details) => onFile(details.acceptedFiles[0] ?? details.rejectedFiles[0]?.file)}
    >
      <FileUpload.HiddenInput aria-label={children} aria-describedby={describedBy} />
      <FileUpload.Trigger asChild>
        <Button size={size} variant={variant} colorPalette="brand" aria-describedby={describedBy}>
          <ImagePlus /> {children}
        </Button>
      </FileUpload.Trigger>
    </FileUpload.Root>
  )
}
