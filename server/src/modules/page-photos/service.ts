import { PHOTO_PAGE_IDS, type PagePhoto, type PhotoPageId } from '@site/contracts'
import { checkUsableImage, PICTURE_SELECT, toPicture } from '../media/index.ts'
import type { PrismaClient } from '../../db/prisma.ts'

const SELECT = { page: true, imageId: true, image: { select: PICTURE_SELECT } } as const

const toPagePhoto = (row: { page: string; imageId: number; image: Parameters<typeof toPicture>[0] }): PagePhoto => ({
  pagina: row.page as PhotoPageId,
  imagemId: row.imageId,
  foto: toPicture(row.image),
})

/** The photos chosen so far, in the order of PHOTO_PAGES; a page left out shows the picture of its code. */
export async function listPagePhotos(prisma: PrismaClient): Promise<PagePhoto[]> {
  const rows = await prisma.pagePhoto.findMany({ where: { page: { in: PHOTO_PAGE_IDS } }, select: SELECT })
  return rows
    .map(toPagePhoto)
    .sort((a, b) => PHOTO_PAGE_IDS.indexOf(a.pagina) - PHOTO_PAGE_IDS.indexOf(b.pagina))
}

/** Sets a page's photo: a library image with its alt text (400 otherwise), as every picture of the site. */
export async function setPagePhoto(prisma: PrismaClient, page: PhotoPageId, imageId: number): Promise<PagePhoto> {
  return prisma.$transaction(async (tx) => {
    await checkUsableImage(tx, imageId)
    const row = await tx.pagePhoto.upsert({
      where: { page },
      create: { page, imageId },
      update: { imageId },
      select: SELECT,
    })
    return toPagePhoto(row)
  })
}

/** The page shows the picture of its code again; removing a photo that is not set changes nothing. */
export async function removePagePhoto(prisma: PrismaClient, page: PhotoPageId): Promise<void> {
  await prisma.pagePhoto.deleteMany({ where: { page } })
}
