import { CARD_SIZES } from '../../ui/info-card'
import { CardsCarouselIsland } from './cards-carousel'
import { PageCard, type Card, type Cards } from './page-card'
import { PageImageView, SectionFrame, SiteLink, type PageImages } from './section-parts'

/** Text-only links (the home page's shortcuts). */
function Shortcuts({ cards }: { cards: Card[] }) {
  return cards.map((card) => (
    <li key={card.link ?? card.titulo}>
      <SiteLink href={card.link ?? '/'} className="card shortcut-card">
        <h3 className="card__title">{card.titulo}</h3>
        {card.texto && <p>{card.texto}</p>}
      </SiteLink>
    </li>
  ))
}

/** Pictures with captions (Realizações). */
function Gallery({ cards, images }: { cards: Card[]; images: PageImages }) {
  return cards.map((card, index) => (
    <li key={index}>
      <figure className="card card--media">
        {card.imagem && <PageImageView image={card.imagem} images={images} width={600} height={450} sizes={CARD_SIZES} />}
        <figcaption className="card__body">{card.texto}</figcaption>
      </figure>
    </li>
  ))
}

/** Cards in columns, as text links, as a gallery, or in one of the carousels (an island: they respond to presses). */
export function CardsSection({ section, images }: { section: Cards; images: PageImages }) {
  const { exibicao, itens } = section
  if (exibicao === 'carrossel' || exibicao === 'destaques' || exibicao === 'rolagem') {
    return (
      <SectionFrame frame={section}>
        <CardsCarouselIsland display={exibicao} label={section.rotulo ?? section.titulo ?? ''} cards={itens} images={images} />
      </SectionFrame>
    )
  }
  return (
    <SectionFrame frame={section}>
      <ul role="list" className={`grid grid--${section.colunas}`}>
        {exibicao === 'atalhos' ? (
          <Shortcuts cards={itens} />
        ) : exibicao === 'galeria' ? (
          <Gallery cards={itens} images={images} />
        ) : (
          itens.map((card, index) => (
            <li key={index}>
              <PageCard card={card} images={images} />
            </li>
          ))
        )}
      </ul>
    </SectionFrame>
  )
}
