import type { ColorTypes, RGB } from 'pdf-lib'

/**
 * pdf-lib's rgb(), without loading pdf-lib: the PDF modules import it only when a PDF is made, so a server that makes
 * none does not keep it in memory.
 */
export const rgbColor = (red: number, green: number, blue: number): RGB => ({
  type: 'RGB' as ColorTypes.RGB,
  red,
  green,
  blue,
})
