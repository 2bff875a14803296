import { MEDIA_FORMATS, type Picture, type PictureVariant } from '@site/contracts'

type ResponsivePictureProps = {
  picture: Picture
  /** The image's display width, for the browser to pick a copy: '(min-width: 60rem) 33vw, 100vw'. */
  sizes: string
  className?: string
  /** 'eager' for the picture likely to be the largest on the first screen: it also gets a high fetch priority. */
  loading?: 'lazy' | 'eager'
}

const srcSet = (variants: PictureVariant[]) => variants.map((variant) => `${variant.url} ${variant.largura}w`).join(', ')

/**
 * An image of the media library: AVIF, then WebP sources in every stored width, and an <img> with the image's own
 * width and height (the box is reserved before it loads: no layout shift). The <img> itself shows a WebP copy, so
 * the uploaded original is never sent to visitors.
 */
export function ResponsivePicture({ picture, sizes, className, loading = 'lazy' }: ResponsivePictureProps) {
  const ofFormat = (format: string) => picture.variantes.filter((variant) => variant.formato === format)
  const webp = ofFormat('webp')
  const fallback = webp.find((variant) => variant.largura >= 960) ?? webp.at(-1) ?? picture
  return (
    <picture className={className}>
      {MEDIA_FORMATS.map((format) => {
        const variants = ofFormat(format)
        return variants.length > 0 && <source key={format} type={`image/${format}`} srcSet={srcSet(variants)} sizes={sizes} />
      })}
      <img
        src={fallback.url}
        alt={picture.alt}
        width={picture.largura}
        height={picture.altura}
        loading={loading}
        decoding="async"
        fetchPriority={loading === 'eager' ? 'high' : undefined}
      />
    </picture>
  )
}
