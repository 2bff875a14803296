import { pageSectionSchema, type MediaItem, type PageSection, type PageSectionKind } from '@site/contracts'
import type { PageImages } from '../../../components/page/sections/section-parts'
import type { KeyedSection } from './page-form'
import { cleanSection } from './section-kinds'

/** A section of the form as the preview shows it: as the site would draw it, or, incomplete, with what it lacks. */
export type PreviewSection = { key: string } & ({ section: PageSection } | { kind: PageSectionKind; problem: string })

/**
 * The form's sections checked by the schema the server saves them with: a valid one comes with its defaults, as a
 * published page has it; one the server would refuse comes with the first thing it lacks.
 */
export const previewSections = (sections: readonly KeyedSection[]): PreviewSection[] =>
  sections.map(({ key, section }) => {
    const checked = pageSectionSchema.safeParse(cleanSection(section))
    return checked.success ? { key, section: checked.data } : { key, kind: section.tipo, problem: checked.error.issues[0]?.message ?? '' }
  })

/** The library's pictures by id, as a published page carries the ones it names (`imagens`). */
export const previewImages = (library: ReadonlyMap<number, MediaItem>): PageImages =>
  Object.fromEntries([...library].map(([id, item]) => [String(id), item]))
