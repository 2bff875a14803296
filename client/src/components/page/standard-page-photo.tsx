import { messages, type PhotoPageId } from '@site/contracts'
import { STANDARD_PAGE_PHOTOS } from '../../page-text/page-photos'
import { CARD_IMAGE_SIZE } from '../ui/info-card'
import { SmartImage } from '../ui/smart-image'

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
