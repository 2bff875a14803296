import { messages } from '@site/contracts'
import type { ReactNode } from 'react'
import { useCarousel } from '../../lib/carousel'
import { CarouselButton } from './carousel-button'
import './carousel.css'

type FeaturedCarouselProps<T> = {
  /** Accessible name of the whole carousel, e.g. "Programas em destaque". */
  label: string
  items: readonly T[]
  itemKey: (item: T) => string
  itemName: (item: T) => string
  renderItem: (item: T) => ReactNode
}

/** One slide at a time, wrapping at both ends; no auto-rotation, so nobody has to chase it. */
export function FeaturedCarousel<T>({ label, items, itemKey, itemName, renderItem }: FeaturedCarouselProps<T>) {
  const carousel = useCarousel(items.length, { mode: 'wrap' })
  const subject = label.toLowerCase()

  return (
    <section className="featured-carousel" aria-roledescription={messages.carousel.roleDescription} aria-label={label}>
      <div className="featured-carousel__viewport" aria-live="polite">
        {items.map((item, position) => (
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription={messages.carousel.slide}
            aria-label={messages.carousel.position(position + 1, items.length, itemName(item))}
            hidden={position !== carousel.index}
            className="featured-carousel__slide"
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <CarouselButton direction="previous" onClick={carousel.previous} subject={subject} />
        <div className="featured-carousel__dots">
          {items.map((item, position) => (
            <button
              key={itemKey(item)}
              type="button"
              className="featured-carousel__dot"
              aria-label={messages.carousel.show(itemName(item))}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(position)}
            />
          ))}
        </div>
        <CarouselButton direction="next" onClick={carousel.next} subject={subject} />
      </div>
    </section>
  )
}
