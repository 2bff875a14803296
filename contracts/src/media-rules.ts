// What an image upload may be and what is derived from it; no zod here, so that a page showing pictures does not
// load the schemas.

/**
 * Widths of the derived copies; an image narrower than one of them is never enlarged to it. 720 is a phone's
 * full-width picture (412 px at 1.75 device pixels per CSS pixel), which would otherwise get the 960 copy.
 */
export const MEDIA_WIDTHS = [480, 720, 960, 1600] as const
/** Modern formats derived from every upload, best first (the order of a picture's sources). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const ACCEPTED_IMAGE_EXTENSIONS = '.jpg,.jpeg,.png,.webp'
/** Width and height multiplied: above it an image is refused before it is decoded (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000
export const MAX_ALT_LENGTH = 300
