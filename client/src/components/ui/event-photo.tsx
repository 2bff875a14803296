import type { Picture } from '@site/contracts'
import { CARD_IMAGE_SIZE } from './info-card'
import { ResponsivePicture } from './picture'
import { SmartImage } from './smart-image'

type EventPhotoProps = {
  /** The event's photo address, as the API has always sent it. */
  foto: string
  /** Its picture when the address is an image of the media library (with the alt text staff wrote). */
  imagem: Picture | null
  sizes: string
  className?: string
  /** 'eager' where the photo is likely the largest thing on the first screen: it is then fetched first. */
  loading?: 'lazy' | 'eager'
}

/**
 * An event's photo: the library picture in AVIF/WebP when staff chose one, else the image at its address, which the
 * title beside it already describes (alt="").
 */
export function EventPhoto({ foto, imagem, sizes, className, loading = 'lazy' }: EventPhotoProps) {
  return imagem ? (
    <ResponsivePicture className={className} picture={imagem} sizes={sizes} loading={loading} />
  ) : (
    <SmartImage
      className={className}
      src={foto}
      alt=""
      {...CARD_IMAGE_SIZE}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
    />
  )
}
