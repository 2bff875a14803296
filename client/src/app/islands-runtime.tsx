import { useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '../lib/island'
import { IslandRouter } from './island-router'
import { ISLANDS } from './islands'

/** What the server wrote on an island's element (lib/island.tsx), as main.tsx read it. */
export interface IslandMarks {
  name: IslandName
  id: string
  props: object
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A field the visitor changed before React drew it: what the server wrote differs from what it holds now. */
const changedByVisitor = (field: Field): boolean => {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
  if (field instanceof HTMLInputElement && field.type === 'file') return (field.files?.length ?? 0) > 0
  return field.value !== field.defaultValue
}

/**
 * Tells React what the visitor did to `field` before React drew it. React keeps a field's content when it takes
 * it over, but its state still holds what the server drew; the field's own events, as the browser sends them for a
 * visitor, bring the state in line. A text's value is first set through the element (React then records it as
 * its last known value) and put back underneath it, so that the `input` event reads as a change.
 */
function replayChange(field: Field): void {
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked
    field.checked = !checked
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(field, checked)
    // Not a MouseEvent: the browser's own click would tick the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }))
    return
  }
  const { value, selectionStart, selectionEnd } = field
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value)
  if (document.activeElement === field && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Calls `onCommit` once React has drawn `children` and run their effects. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/**
 * Makes one island of a page the server drew a React root of its own: its component, with the props the server
 * wrote on its element, takes over the markup the server drew for it (entry-server.tsx draws each island as a root
 * too, with the same prefix for its ids). Resolves once it is React, with whatever the visitor typed or chose in
 * its fields meanwhile in its state.
 */
export async function hydrateIsland(element: HTMLElement, { name, id, props }: IslandMarks): Promise<void> {
  const Component = (await ISLANDS[name]()) as ComponentType<object>
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandRouter>
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>
      </IslandRouter>,
      { identifierPrefix: `${id}-` },
    )
  })
  for (const field of element.querySelectorAll<Field>('input, textarea, select')) if (changedByVisitor(field)) replayChange(field)
}
