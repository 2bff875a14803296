import { messages, type PhotoPageId } from '@site/contracts'
import { pastProjectCards } from '../../page-text/past-projects'
import { activeProjectCards } from '../../page-text/projects'
import { featuredPrograms } from '../../page-text/programs'
import type { CardImage } from '../../page-text/types'
import { CARD_IMAGE_SIZE } from '../ui/info-card'
import { SmartImage } from '../ui/smart-image'

/** The picture each page of "Fotos das páginas" shows while staff chose none: the one of its card. */
const STANDARD_PAGE_PHOTOS: ReadonlyMap<PhotoPageId, CardImage> = new Map([
  ...featuredPrograms.map((program) => [program.photoPage, { src: program.foto, alt: program.fotoAlt }] as const),
  ...[...activeProjectCards, ...pastProjectCards].flatMap((card) => (card.photoPage ? [[card.photoPage, card.image] as const] : [])),
])

/** A page's own picture, captioned as the standard one (the admin screen shows it while no photo is chosen). */
export function StandardPagePhoto({ page, className }: { page: PhotoPageId; className?: string }) {
  const image = STANDARD_PAGE_PHOTOS.get(page)
  return (
    <figure className={className}>
      {image && <SmartImage src={image.src} alt={image.alt} {...CARD_IMAGE_SIZE} />}
      <figcaption>{messages.pagePhotos.standard}</figcaption>
    </figure>
  )
}
