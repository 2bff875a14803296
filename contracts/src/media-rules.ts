// What an image upload may be and what is derived from it; no zod here, so that a page showing pictures does not
// load the schemas.

/**
 * Widths of the derived copies; an image narrower than one of them is never enlarged to it. 720 is a phone's
 * full-width picture (412 px at 1.75 device pixels per CSS pixel), which would otherwise get the 960 copy.
 */
export const MEDIA_WIDTHS = [480, 720, 960, 1600] as const
/** No copy is taller: a tall image gets only the widths whose copy fits (a poster in 1:2.5 still gets all four). */
export const MEDIA_MAX_HEIGHT = 4000
/** Modern formats derived from every upload, best first (the order of a picture's sources). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const ACCEPTED_IMAGE_EXTENSIONS = '.jpg,.jpeg,.png,.webp'
// Each read from the image's header and checked before a pixel is decoded: a small file can announce an image that
// takes gigabytes once decoded (a decompression bomb).
/** Width and height multiplied. */
export const MAX_IMAGE_PIXELS = 40_000_000
/** Width or height alone: 40,000,000 × 1 pixels is under MAX_IMAGE_PIXELS. WebP cannot be wider than 16,383. */
export const MAX_IMAGE_SIDE = 16_000
/** Width × height × channels × bytes per channel: 40 megapixels of 8-bit RGBA, or 20 of 16-bit RGBA. */
export const MAX_IMAGE_DECODED_BYTES = 160_000_000
export const MAX_ALT_LENGTH = 300
