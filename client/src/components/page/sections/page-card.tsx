import type { PhotoPageId } from '@site/contracts'
import { CARD_SIZES, InfoCard } from '../../ui/info-card'
import { PagePhoto } from '../page-photo'
import { imageSource, isExternal, PageImageView, type PageImages, type SectionOf } from './section-parts'

export type Cards = SectionOf<'cartoes'>
export type Card = Cards['itens'][number]

/** A card: its picture (or the page photo staff chose), state, title, lines, text, list and link. */
export function PageCard({ card, images }: { card: Card; images: PageImages }) {
  const fallback = card.imagem && imageSource(card.imagem, images)
  const media =
    card.fotoPagina && fallback ? (
      <PagePhoto page={card.fotoPagina as PhotoPageId} fallback={fallback} sizes={CARD_SIZES} />
    ) : (
      card.imagem && <PageImageView image={card.imagem} images={images} width={640} height={400} sizes={CARD_SIZES} />
    )
  return (
    <InfoCard
      title={card.titulo ?? ''}
      media={media || undefined}
      badge={card.selo}
      link={card.link ? { href: card.link, label: card.rotuloLink ?? card.link, external: isExternal(card.link) } : undefined}
    >
      {card.detalhes?.map((line) => (
        <p key={line} className="card__meta">
          {line}
        </p>
      ))}
      {card.texto && <p>{card.texto}</p>}
      {card.lista && (
        <ul className="card__list">
          {card.lista.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
    </InfoCard>
  )
}
