import { memo, useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react'
import { COURSE_PAGES, documentTitle, messages, type MediaItem } from '@site/contracts'
import { StoredSection, type SectionOf, type SectionSlots } from '../../../components/page/sections/page-sections'
import { PageImageView, SectionFrame, type PageImages } from '../../../components/page/sections/section-parts'
import { useSiteContacts } from '../../../lib/site-contacts'
import { useEditorContext } from './editor-context'
import type { PageForm } from './page-form'
import { previewImages, previewSections } from './preview-sections'

const text = messages.pageEditor
const fields = messages.sectionFields

/** How long typing pauses before the preview draws again: each key does not redraw the whole page. */
const PREVIEW_DELAY = 250

/** `value` once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/** A note of the preview where the page shows something the preview does not draw (a list, a form, a gap). */
const StandIn = ({ children }: { children: ReactNode }) => <p className="page-preview__stand-in">{children}</p>

const listName = (section: SectionOf<'lista'>) =>
  section.fonte === 'turmas' && section.curso ? `${fields.sources.turmas}: ${COURSE_PAGES[section.curso]}` : fields.sources[section.fonte]

/**
 * The embedded lists are drawn by features the editor may not import (the public route composes them), and the
 * forms are not drawn inside pages yet: each is said in its place, under the section's own title.
 */
const slots: SectionSlots = {
  list: (section) => (
    <SectionFrame frame={section}>
      <StandIn>{text.previewList(listName(section))}</StandIn>
    </SectionFrame>
  ),
  form: (section) => (
    <div className="container section">
      <StandIn>{text.previewForm(fields.forms[section.formulario])}</StandIn>
    </div>
  ),
}

/** What search engines and shared links show: the tab's title, the address, the description and the picture. */
function HeadPreview({ form, images }: { form: PageForm; images: PageImages }) {
  const headingId = useId()
  const title = documentTitle(form.titulo, useSiteContacts())
  return (
    <section className="page-preview__head" aria-labelledby={headingId}>
      <h3 id={headingId}>{text.previewHeadTitle}</h3>
      {form.imagemCompartilhamento ? (
        <PageImageView image={form.imagemCompartilhamento} images={images} width={1200} height={630} sizes="20rem" className="page-preview__share" />
      ) : (
        <p>{text.previewDefaultImage}</p>
      )}
      <p className="page-preview__head-title">{title}</p>
      <p className="page-preview__head-address">{form.caminho}</p>
      <p>{form.descricao}</p>
    </section>
  )
}

/**
 * A link of the preview opens in another tab (one that does already is left alone; mailto: and tel: leave no page):
 * the editor stays, and what is not saved with it.
 */
function openLinksElsewhere(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || !/^https?:$/.test(link.protocol)) return
  event.preventDefault()
  window.open(link.href, '_blank', 'noopener')
}

/** The page drawn from the settled form: nothing here redraws while the typing goes on (memo). */
const SettledPage = memo(function SettledPage({ form, library }: { form: PageForm; library: ReadonlyMap<number, MediaItem> }) {
  const images = useMemo(() => previewImages(library), [library])
  return (
    <>
      <HeadPreview form={form} images={images} />
      {/* Clicks are caught on their way down to a link: none takes the editor's tab to another address. */}
      <div className="page-preview__page" onClickCapture={openLinksElsewhere}>
        {previewSections(form.secoes).map((item, index) =>
          'section' in item ? (
            <StoredSection key={item.key} section={item.section} images={images} slots={slots} />
          ) : (
            <div key={item.key} className="container section">
              <StandIn>{text.previewIncomplete(text.sectionHeading(index + 1, messages.sectionKinds[item.kind]), item.problem)}</StandIn>
            </div>
          ),
        )}
      </div>
    </>
  )
})

/**
 * The page as visitors will see it, drawn from the form as it is now (saved or not) by the public site's own section
 * components and styles (decision 52). It follows the typing after a short pause and never takes the focus.
 */
export function PagePreview({ id, form }: { id: string; form: PageForm }) {
  const { library } = useEditorContext()
  const headingId = useId()
  const settled = useSettled(form, PREVIEW_DELAY)
  return (
    // Focusable: on a wide screen it scrolls on its own, and the keyboard scrolls it too.
    <section id={id} className="page-preview" aria-labelledby={headingId} tabIndex={0}>
      <h2 id={headingId}>{text.previewTitle}</h2>
      <p>{text.previewNote}</p>
      <SettledPage form={settled} library={library} />
    </section>
  )
}
