import { isInternalLink, pageContentSchema, type PageContent, type PageImage, type PageSection } from '@site/contracts'
import { sanitizeRichText } from '../../editing/sanitize.ts'
import { checkUsableImage, checkUsableImageUrl, type Db } from '../media/index.ts'

/** A page's content with every rich text through the news allow-list (scripts, handlers, javascript: links gone). */
export function sanitizeContent(content: PageContent): PageContent {
  return { ...content, secoes: content.secoes.map(sanitizeSection) }
}

function sanitizeSection(section: PageSection): PageSection {
  switch (section.tipo) {
    case 'texto':
    case 'imagem-texto':
      return { ...section, corpo: sanitizeRichText(section.corpo) }
    case 'perguntas':
      return { ...section, itens: section.itens.map((item) => ({ ...item, resposta: sanitizeRichText(item.resposta) })) }
    default:
      return section
  }
}

/** The rich texts of a section: where its links and inline images are. */
const richTexts = (section: PageSection): string[] => {
  if (section.tipo === 'texto' || section.tipo === 'imagem-texto') return [section.corpo]
  if (section.tipo === 'perguntas') return section.itens.map((item) => item.resposta)
  return []
}

const attributeValues = (html: string, tag: 'a' | 'img', attribute: 'href' | 'src') =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${attribute}="([^"]*)"`, 'gi'))].map((match) => decodeEntities(match[1]!))

const decodeEntities = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'")

/** Every picture a section shows: banner, cards, image with text, people. */
function sectionImages(section: PageSection): PageImage[] {
  switch (section.tipo) {
    case 'destaque':
      return section.imagem ? [section.imagem] : []
    case 'cartoes':
      return section.itens.flatMap((item) => (item.imagem ? [item.imagem] : []))
    case 'imagem-texto':
      return [section.imagem]
    case 'pessoas':
      return section.itens.flatMap((item) => (item.foto ? [item.foto] : []))
    case 'lista':
      return section.imagem ? [section.imagem] : []
    default:
      return []
  }
}

/** The media library images a version names: its pictures and its sharing picture. */
export function libraryImageIds(content: PageContent): number[] {
  const ids = content.secoes.flatMap(sectionImages).flatMap((image) => ('midiaId' in image ? [image.midiaId] : []))
  if (content.imagemCompartilhamentoId !== null) ids.push(content.imagemCompartilhamentoId)
  return [...new Set(ids)]
}

/** Every image must be in the library with its alt text written (400 otherwise), inline images of rich text too. */
export async function checkImages(db: Db, content: PageContent): Promise<void> {
  for (const id of libraryImageIds(content)) await checkUsableImage(db, id)
  for (const html of content.secoes.flatMap(richTexts)) {
    for (const src of attributeValues(html, 'img', 'src')) await checkUsableImageUrl(db, src)
  }
}

/** The paths of the site a version links to, without query or fragment, in the order they appear. */
export function internalLinks(content: PageContent): string[] {
  const links = content.secoes.flatMap((section): string[] => {
    const fromText = richTexts(section).flatMap((html) => attributeValues(html, 'a', 'href'))
    const fromButtons = 'botoes' in section ? (section.botoes ?? []).map((button) => button.link) : []
    if (section.tipo === 'cartoes') return section.itens.flatMap((item) => (item.link ? [item.link] : []))
    if (section.tipo === 'topicos') return section.itens.flatMap((item) => (item.link ? [item.link.href] : []))
    return [...fromText, ...fromButtons]
  })
  return [...new Set(links.filter(isInternalLink).map((link) => link.replace(/[?#].*$/, '') || '/'))]
}

/** A stored version, read back through the schema (it was written through it). */
export const readContent = (json: unknown): PageContent => pageContentSchema.parse(json)

/** Whether two versions say the same, whatever order PostgreSQL keeps their keys in. */
export const sameContent = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b)

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
