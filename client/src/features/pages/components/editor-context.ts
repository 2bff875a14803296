import { createContext, useContext } from 'react'
import { messages, type MediaItem } from '@site/contracts'

/** What every field of the page editor needs besides its own value. */
export interface PageEditorContext {
  readOnly: boolean
  /** The server's field errors, by their path in the body ("secoes.2.itens.0.titulo"). */
  errors: Record<string, string>
  /** The server's warnings about links no visitor could follow. */
  warnings: readonly string[]
  /** The media library by id, to show the images a page names. */
  library: ReadonlyMap<number, MediaItem>
  /** Reads the library again: an image uploaded in a picker since, once chosen, shows in the field and the preview. */
  reloadLibrary: () => void
  /** Bumped when the form is replaced from the server: the rich-text editors start again from the new text. */
  version: number
}

export const EditorContext = createContext<PageEditorContext>({ readOnly: true, errors: {}, warnings: [], library: new Map(), reloadLibrary: () => {}, version: 0 })
export const useEditorContext = () => useContext(EditorContext)

/** The warnings the server gave for these links: shown next to the field that holds them. */
export const linkWarnings = (warnings: readonly string[], links: readonly string[]) =>
  links.map((link) => messages.sitePages.brokenLink(link)).filter((warning) => warnings.includes(warning))

/** The addresses the links of a rich text lead to. */
export const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)].map((match) => match[1]!.replace(/&amp;/g, '&'))
