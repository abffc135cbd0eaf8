import { Badge } from '@chakra-ui/react'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { licenseText } from '../verification-display'

/** The license as given, or a warning that none was: approving such a stylist asks for a confirmation. */
export function LicenseValue({ stylist }: { stylist: Pick<PendingStylist, 'licenseNumber' | 'licenseState'> }) {
  if (!stylist.licenseNumber) {
    return (
      <Badge colorPalette="red" variant="subtle" fontFamily="body">
        None given
      </Badge>
    )
  }
  return licenseText(stylist)
}
