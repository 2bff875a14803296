import { z } from 'zod'
import { recordId, requiredText } from './fields.ts'
import { MAX_ALT_LENGTH, MEDIA_FORMATS } from './media-rules.ts'
import { messages } from './messages/index.ts'

const msg = messages.media

export const pictureVariantSchema = z.object({
  formato: z.enum(MEDIA_FORMATS),
  largura: z.number().int(),
  altura: z.number().int(),
  url: z.string(),
})

/** What a page needs to draw an image: a copy as fallback, its size, alt text and the modern copies. */
export const pictureSchema = z.object({
  /** The WebP copy an <img> shows without <source>; the uploaded original is not named. */
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
