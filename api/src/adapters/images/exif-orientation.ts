/**
 * The EXIF orientation (1-8) in a TIFF structure (what a JPEG's APP1 "Exif", a PNG's eXIf chunk
 * and a WebP's EXIF chunk hold), or 1 when there is none or it cannot be read. A camera stores
 * the sensor's pixels as they were and says "rotate 90°" here; the browser would obey it on the
 * upload but not on our re-encoding, which has no metadata, so the pixels are turned instead.
 */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength)
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) return 1
  const little = order === 0x4949
  if (view.getUint16(2, little) !== 42) return 1
  const ifd = view.getUint32(4, little)
  if (ifd + 2 > tiff.length) return 1
  const entries = view.getUint16(ifd, little)
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.length) return 1
    // Tag 0x0112 Orientation, type 3 (SHORT), one value kept in the entry itself.
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}
