import { messages, type ContentRevision } from '@site/contracts'
import { snapshotOf, type PageForm } from './page-form'

const text = messages.pageEditor
const SECTION = 'secao.'

const HEAD_LABELS = {
  caminho: text.revisionPath,
  titulo: text.pageTitleLabel,
  descricao: text.descriptionLabel,
  imagemCompartilhamentoId: text.sharingImageLabel,
}

/** A page's snapshot as the revision list compares records: the head's fields, then one field per section. */
function flatten(snapshot: Record<string, unknown>): Record<string, unknown> {
  const sections = Array.isArray(snapshot.secoes) ? (snapshot.secoes as unknown[]) : []
  const head = Object.fromEntries(Object.keys(HEAD_LABELS).map((key) => [key, snapshot[key]]))
  return { ...head, ...Object.fromEntries(sections.map((section, index) => [`${SECTION}${index + 1}`, section])) }
}

/** The revisions, the form as it is now and the labels, in the shape of the shared revisions panel. */
export function revisionFields(revisions: ContentRevision[], form: PageForm | null) {
  const list = revisions.map((revision) => ({ ...revision, dados: flatten(revision.dados) }))
  const current = form ? flatten(snapshotOf(form)) : {}
  const counts = [...list.map((revision) => revision.dados), current].map((data) => Object.keys(data).filter((key) => key.startsWith(SECTION)).length)
  const sections = Array.from({ length: Math.max(0, ...counts) }, (_, index) => [`${SECTION}${index + 1}`, text.revisionSection(index + 1)])
  return { list, current, labels: { ...HEAD_LABELS, ...Object.fromEntries(sections) } as Record<string, string> }
}

/** Every text a section holds, without its markup: what a comparison shows of it. */
const wordsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()].filter(Boolean)
  if (Array.isArray(value)) return value.flatMap(wordsOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, field]) => (key === 'tipo' ? [] : wordsOf(field)))
  return typeof value === 'number' ? [String(value)] : []
}

/** How a field of a page's revision reads: a section as its kind and its words. */
export function revisionDisplay(field: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (!field.startsWith(SECTION)) return String(value)
  const kind = (value as { tipo?: keyof typeof messages.sectionKinds }).tipo
  return text.sectionSummary(kind ? messages.sectionKinds[kind] : '', wordsOf(value).join(' · '))
}
