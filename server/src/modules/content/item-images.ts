import { CONTENT_IMAGE_FIELDS, type ContentKind } from '@site/contracts'
import { checkUsableImage, picturesById, type Db } from '../media/index.ts'
import type { StoredItem } from './service.ts'

const IMAGE_FIELDS: Partial<Record<ContentKind, { id: string; picture: string }>> = CONTENT_IMAGE_FIELDS

const imageIdOf = (kind: ContentKind, data: object): number | undefined => {
  const field = IMAGE_FIELDS[kind]
  const value = field && (data as Record<string, unknown>)[field.id]
  return typeof value === 'number' ? value : undefined
}

/** A team photo or partner logo must be a library image with its alt text (400 otherwise), as a news cover. */
export async function checkItemImage(db: Db, kind: ContentKind, data: object): Promise<void> {
  const id = imageIdOf(kind, data)
  if (id !== undefined) await checkUsableImage(db, id)
}

/** The items with the picture of the image each one names, as the public pages draw it. */
export async function withPictures(db: Db, kind: ContentKind, items: StoredItem[]): Promise<StoredItem[]> {
  const field = IMAGE_FIELDS[kind]
  if (!field) return items
  const pictures = await picturesById(db, items.flatMap((item) => imageIdOf(kind, item) ?? []))
  return items.map((item) => {
    const picture = pictures.get(imageIdOf(kind, item) ?? 0)
    return picture ? { ...item, [field.picture]: picture } : item
  })
}
