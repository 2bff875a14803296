import type { PhotoPageId } from '@site/contracts'
import { PagePhoto } from '../page-photo'
import { ButtonRow, imageSource, PageImageView, SectionFrame, type PageImages, type SectionOf } from './section-parts'
import './project-page.css'
import './text-sections.css'

type RichText = SectionOf<'texto'>
type ImageText = SectionOf<'imagem-texto'>
type CallToAction = SectionOf<'chamada'>
type Faq = SectionOf<'perguntas'>

/** Rich text the server sanitised with the news allow-list on every save (decision 45). */
const Html = ({ html, className }: { html: string; className?: string }) => <div className={className} dangerouslySetInnerHTML={{ __html: html }} />

export function RichTextSection({ section }: { section: RichText }) {
  return (
    <SectionFrame frame={section}>
      <Html html={section.corpo} className="prose" />
      <ButtonRow buttons={section.botoes} />
    </SectionFrame>
  )
}

const PHOTO_SIZES = '(min-width: 56rem) 40vw, 100vw'

/** Text beside a picture (the program and project pages' "about"); a page photo staff chose replaces the picture. */
export function ImageTextSection({ section, images }: { section: ImageText; images: PageImages }) {
  const fallback = imageSource(section.imagem, images)
  const picture =
    section.fotoPagina && fallback ? (
      <PagePhoto page={section.fotoPagina as PhotoPageId} fallback={fallback} sizes={PHOTO_SIZES} className="project-page__image" />
    ) : (
      <PageImageView image={section.imagem} images={images} width={640} height={400} sizes={PHOTO_SIZES} className="project-page__image" />
    )
  return (
    <SectionFrame frame={section}>
      <div className={section.lado === 'esquerda' ? 'project-page__about project-page__about--image-first' : 'project-page__about'}>
        <div className="prose">
          <Html html={section.corpo} />
          <ButtonRow buttons={section.botoes} />
          {section.nota && <p className="image-text__note">{section.nota}</p>}
        </div>
        {picture}
      </div>
    </SectionFrame>
  )
}

export function CallToActionSection({ section }: { section: CallToAction }) {
  return (
    <SectionFrame frame={section}>
      {section.texto && <p className="prose">{section.texto}</p>}
      <ButtonRow buttons={section.botoes} />
    </SectionFrame>
  )
}

/** Questions and answers as native disclosures: they open without a script. */
export function FaqSection({ section }: { section: Faq }) {
  return (
    <SectionFrame frame={section}>
      <div className="faq">
        {section.itens.map((item) => (
          <details key={item.pergunta} className="faq__item">
            <summary className="faq__question">{item.pergunta}</summary>
            <Html html={item.resposta} className="prose faq__answer" />
          </details>
        ))}
      </div>
    </SectionFrame>
  )
}
