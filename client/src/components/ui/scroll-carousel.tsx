import { messages } from '@site/contracts'
import { useRef, type ReactNode } from 'react'
import { SCROLL_STEP } from '../../lib/carousel'
import { useReducedMotion } from '../../lib/use-reduced-motion'
import { CarouselButton } from './carousel-button'
import './carousel.css'

type ScrollCarouselProps<T> = {
  label: string
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
}

/** A horizontally scrollable list; the buttons scroll it by a fixed step, smoothly unless motion is reduced. */
export function ScrollCarousel<T>({ label, items, itemKey, renderItem }: ScrollCarouselProps<T>) {
  const listRef = useRef<HTMLUListElement>(null)
  const reducedMotion = useReducedMotion()
  const subject = label.toLowerCase()
  const scroll = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: reducedMotion ? 'auto' : 'smooth' })

  return (
    <section className="scroll-carousel" aria-roledescription={messages.carousel.roleDescription} aria-label={label}>
      <ul ref={listRef} className="scroll-carousel__list" tabIndex={0}>
        {items.map((item) => (
          <li key={itemKey(item)} className="scroll-carousel__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className="carousel-controls">
        <CarouselButton direction="previous" subject={subject} onClick={() => scroll(-1)} />
        <CarouselButton direction="next" subject={subject} onClick={() => scroll(1)} />
      </div>
    </section>
  )
}
