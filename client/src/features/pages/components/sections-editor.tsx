import { useEffect, useId, useRef, useState } from 'react'
import { messages, type PageSectionInput, type PageSectionKind } from '@site/contracts'
import { SelectField } from '../../../components/admin/admin-field'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { useEditorContext } from './editor-context'
import { moved } from './list-order'
import { keyed, type KeyedSection } from './page-form'
import { FieldsEditor } from './section-fields'
import { blankSection, SECTION_FIELDS, SECTION_KINDS, type Fields } from './section-kinds'

const text = messages.pageEditor
const kinds = messages.sectionKinds

type SectionsEditorProps = {
  sections: KeyedSection[]
  onChange: (sections: KeyedSection[]) => void
}

/** Where the focus goes after a change: a section's button, or the list's heading once a section is removed. */
type FocusTarget = { id: string } | null

const buttonId = (key: string, button: 'up' | 'down') => `${key}-${button}`

/**
 * The page's sections in order: each with its fields, "Mover para cima", "Mover para baixo" (the move is said to
 * screen readers, and the focus stays on the moved section's button) and "Remover seção" (asked first); below them,
 * a new section of any kind.
 */
export function SectionsEditor({ sections, onChange }: SectionsEditorProps) {
  const { readOnly } = useEditorContext()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null)
  const [removing, setRemoving] = useState<KeyedSection | null>(null)
  const [newKind, setNewKind] = useState<PageSectionKind>('texto')

  useEffect(() => {
    if (!focusTarget) return
    const target = focusTarget.id ? document.getElementById(focusTarget.id) : heading.current
    target?.focus()
    setFocusTarget(null)
  }, [focusTarget])

  const move = (index: number, to: number, button: 'up' | 'down') => {
    const item = sections[index]!
    onChange(moved(sections, index, to))
    setAnnouncement(text.moved(kinds[item.section.tipo], to + 1, sections.length))
    // At the top (or bottom) its button is disabled: the focus goes to the other one.
    const atEdge = button === 'up' ? to === 0 : to === sections.length - 1
    setFocusTarget({ id: buttonId(item.key, atEdge ? (button === 'up' ? 'down' : 'up') : button) })
  }

  const update = (key: string, section: PageSectionInput) => onChange(sections.map((item) => (item.key === key ? { key, section } : item)))

  return (
    <section className="page-sections" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {text.sectionsTitle}
      </h2>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {sections.length === 0 && <p>{text.noSections}</p>}
      <ol className="page-sections__list">
        {sections.map((item, index) => (
          <li key={item.key} className="page-section-card">
            <fieldset>
              <legend className="page-section-card__title">{text.sectionHeading(index + 1, kinds[item.section.tipo])}</legend>
              <FieldsEditor
                specs={SECTION_FIELDS[item.section.tipo]}
                value={item.section as Fields}
                path={`secoes.${index}`}
                onChange={(value) => update(item.key, value as PageSectionInput)}
              />
              {!readOnly && (
                <div className="page-section-card__actions">
                  <button id={buttonId(item.key, 'up')} type="button" className="btn btn--outline" disabled={index === 0} onClick={() => move(index, index - 1, 'up')}>
                    {text.moveUp}
                    <span className="visually-hidden"> ({text.sectionHeading(index + 1, kinds[item.section.tipo])})</span>
                  </button>
                  <button
                    id={buttonId(item.key, 'down')}
                    type="button"
                    className="btn btn--outline"
                    disabled={index === sections.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    {text.moveDown}
                    <span className="visually-hidden"> ({text.sectionHeading(index + 1, kinds[item.section.tipo])})</span>
                  </button>
                  <button type="button" className="btn btn--danger" onClick={() => setRemoving(item)}>
                    {text.removeSection}
                    <span className="visually-hidden"> ({text.sectionHeading(index + 1, kinds[item.section.tipo])})</span>
                  </button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <div className="page-sections__add">
          <SelectField label={text.newSectionKind} value={newKind} onChange={(event) => setNewKind(event.target.value as PageSectionKind)}>
            {SECTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              onChange([...sections, keyed(blankSection(newKind))])
              setAnnouncement(text.sectionAdded(sections.length + 1, kinds[newKind]))
            }}
          >
            {text.addSection}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={text.removeSectionTitle}
        confirmLabel={text.removeConfirm}
        consequence={text.removeSectionConsequence}
        failureMessage={messages.admin.saveFailed}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return
          onChange(sections.filter((item) => item.key !== removing.key))
          setAnnouncement(text.sectionRemoved(kinds[removing.section.tipo]))
          setRemoving(null)
          setFocusTarget({ id: '' })
        }}
      >
        <p>{removing && text.removeSectionQuestion(sections.indexOf(removing) + 1, kinds[removing.section.tipo])}</p>
      </ConfirmDialog>
    </section>
  )
}
