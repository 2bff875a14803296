import type { PhotoPageId } from '@site/contracts'
import { island } from '../../../lib/island'
import { CardCarousel } from '../../ui/card-carousel'
import { FeaturedCarousel } from '../../ui/featured-carousel'
import { ScrollCarousel } from '../../ui/scroll-carousel'
import { PagePhoto } from '../page-photo'
import { PageCard, type Card } from './page-card'
import { imageSource, PageImageView, SiteLink, type PageImages } from './section-parts'
import './cards-carousel.css'

type CardsCarouselProps = {
  display: 'carrossel' | 'destaques' | 'rolagem'
  label: string
  cards: Card[]
  images: PageImages
}

const SLIDE_SIZES = '(min-width: 50rem) 40vw, 100vw'

/** A large slide: picture beside title, text and button (the programs in focus). */
function Slide({ card, images }: { card: Card; images: PageImages }) {
  const fallback = card.imagem && imageSource(card.imagem, images)
  return (
    <article className="program-slide">
      {card.fotoPagina && fallback ? (
        <PagePhoto page={card.fotoPagina as PhotoPageId} fallback={fallback} sizes={SLIDE_SIZES} className="program-slide__image" />
      ) : (
        card.imagem && <PageImageView image={card.imagem} images={images} width={640} height={400} sizes={SLIDE_SIZES} className="program-slide__image" />
      )}
      <div className="program-slide__body">
        <h3>{card.titulo}</h3>
        {card.texto && <p>{card.texto}</p>}
        {card.link && (
          <SiteLink href={card.link} className="btn">
            {card.rotuloLink}
            <span className="visually-hidden">: {card.titulo}</span>
          </SiteLink>
        )}
      </div>
    </article>
  )
}

const cardKey = (card: Card) => card.link ?? card.titulo ?? ''

/** The cards of a section in a carousel: three in view, one large slide at a time, or a row that scrolls. */
export function CardsCarousel({ display, label, cards, images }: CardsCarouselProps) {
  if (display === 'destaques') {
    return (
      <FeaturedCarousel
        label={label}
        items={cards}
        itemKey={cardKey}
        itemName={(card) => card.titulo ?? ''}
        renderItem={(card) => <Slide card={card} images={images} />}
      />
    )
  }
  const Carousel = display === 'carrossel' ? CardCarousel : ScrollCarousel
  return <Carousel label={label} items={cards} itemKey={cardKey} renderItem={(card) => <PageCard card={card} images={images} />} />
}

export const CardsCarouselIsland = island('cards-carousel', CardsCarousel, 'use')
