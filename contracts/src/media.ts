import { z } from 'zod'
import { recordId, requiredText } from './fields.ts'
import { messages } from './messages.ts'

const msg = messages.media

/** Widths of the derived copies; an image narrower than one of them is never enlarged to it. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const
/** Modern formats derived from every upload, best first (the order of a picture's sources). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const ACCEPTED_IMAGE_EXTENSIONS = '.jpg,.jpeg,.png,.webp'
/** Width and height multiplied: above it an image is refused before it is decoded (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000
export const MAX_ALT_LENGTH = 300

export const pictureVariantSchema = z.object({
  formato: z.enum(MEDIA_FORMATS),
  largura: z.number().int(),
  altura: z.number().int(),
  url: z.string(),
})

/** What a page needs to draw an image: the original as fallback, its size, alt text and the modern copies. */
export const pictureSchema = z.object({
  url: z.string(),
  alt: z.string(),
  largura: z.number().int(),
  altura: z.number().int(),
  variantes: z.array(pictureVariantSchema),
})

/** An image of the library as the staff see it. */
export const mediaItemSchema = pictureSchema.extend({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.string(),
  tamanho: z.number().int(),
  criadoEm: z.string(),
})
export const mediaListSchema = z.array(mediaItemSchema)

/** The id of a library image chosen in a form, or none: blank, null or absent. */
export const optionalImageId = z
  .union([z.number(), z.string()], { error: msg.notFound })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    const raw = value === undefined || value === null ? '' : String(value).trim()
    if (raw === '') return undefined
    const parsed = recordId(msg.notFound).safeParse(raw)
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', message: msg.notFound })
    return z.NEVER
  })

export const mediaAltInputSchema = z.object({ alt: requiredText(msg.altRequired, MAX_ALT_LENGTH) })
export const mediaIdParamsSchema = z.object({ id: recordId(msg.notFound) })
/** /midia/<hash>.<ext>: anything else names no image. */
export const mediaFileParamsSchema = z.object({
  arquivo: z.string().regex(/^[0-9a-f]{20,64}\.(jpg|png|webp|avif)$/, msg.notFound),
})

export type PictureVariant = z.infer<typeof pictureVariantSchema>
export type Picture = z.infer<typeof pictureSchema>
export type MediaItem = z.infer<typeof mediaItemSchema>
