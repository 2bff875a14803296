import type { PhotoPageId } from '@site/contracts'
import type { CardImage } from '../../page-text/types'
import { usePagePhotos } from '../../lib/chosen-page-photos'
import { CARD_IMAGE_SIZE } from '../ui/info-card'
import { ResponsivePicture } from '../ui/picture'
import { SmartImage } from '../ui/smart-image'
import './page-photo.css'

type PagePhotoProps = {
  page: PhotoPageId
  /** The picture the page ships in code, shown when staff chose none (or the choice cannot be read). */
  fallback: CardImage
  /** The photo's display width, for the browser to pick a copy. */
  sizes: string
  className?: string
}

/**
 * The main photo of a program or project page, on the page and on the cards that lead to it: the one staff chose
 * in "Fotos das páginas", else the page's own picture. Every version is drawn at 16:10, and the box is kept while
 * the choice loads, so nothing moves when it arrives.
 */
export function PagePhoto({ page, fallback, sizes, className = '' }: PagePhotoProps) {
  const photos = usePagePhotos()
  const classes = `page-photo ${className}`.trim()
  if (photos.status === 'loading') return <div className={`${classes} page-photo--pending`} />
  const chosen = photos.status === 'ready' ? photos.data.get(page) : undefined
  return chosen ? (
    <ResponsivePicture className={classes} picture={chosen} sizes={sizes} />
  ) : (
    <SmartImage className={classes} src={fallback.src} alt={fallback.alt} {...CARD_IMAGE_SIZE} />
  )
}
