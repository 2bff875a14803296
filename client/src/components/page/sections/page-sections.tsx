import type { PageSection, PublicPage } from '@site/contracts'
import type { ReactNode } from 'react'
import { CardsSection } from './cards-section'
import { ContactSection } from './contact-section'
import { CourseFactsSection, FactsSection, PeopleSection } from './facts-sections'
import { HeroSection } from './hero-section'
import type { PageImages, SectionOf } from './section-parts'
import { CallToActionSection, FaqSection, ImageTextSection, RichTextSection } from './text-sections'
import { TopicsSection } from './topics-section'

export type { SectionOf }

/**
 * What a page draws in place of the sections that need more than a component: an embedded list of records (from a
 * feature: the page composes it) or a form that stays code.
 */
export interface SectionSlots {
  list: (section: SectionOf<'lista'>) => ReactNode
  form: (section: SectionOf<'formulario'>) => ReactNode
}

/** One section of a stored page, drawn by the component of its kind (the page editor's preview draws them one by one). */
export function StoredSection({ section, images, slots }: { section: PageSection; images: PageImages; slots: SectionSlots }) {
  switch (section.tipo) {
    case 'destaque':
      return <HeroSection section={section} images={images} />
    case 'texto':
      return <RichTextSection section={section} />
    case 'cartoes':
      return <CardsSection section={section} images={images} />
    case 'imagem-texto':
      return <ImageTextSection section={section} images={images} />
    case 'numeros':
      return <FactsSection section={section} />
    case 'topicos':
      return <TopicsSection section={section} />
    case 'dados-curso':
      return <CourseFactsSection section={section} />
    case 'pessoas':
      return <PeopleSection section={section} images={images} />
    case 'chamada':
      return <CallToActionSection section={section} />
    case 'perguntas':
      return <FaqSection section={section} />
    case 'contato':
      return <ContactSection section={section} />
    case 'lista':
      return slots.list(section)
    case 'formulario':
      return slots.form(section)
  }
}

/** A stored page's sections, in order, each drawn by the component that draws its kind (decision 50). */
export function PageSections({ page, slots }: { page: PublicPage; slots: SectionSlots }) {
  return page.secoes.map((section, index) => <StoredSection key={index} section={section} images={page.imagens} slots={slots} />)
}
