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

/** What the visitor left in a field: its text, whether it is ticked, the values chosen, or its files (kept by it). */
type Typed = string | boolean | string[] | null

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
const isFile = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === 'file'

/** A field the visitor changed before React drew it: what the server wrote differs from what it holds now. */
function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  // A radio button the visitor left is one another took over: replaying the chosen one is enough.
  if (isBox(field)) return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)
  if (isFile(field)) return (field.files?.length ?? 0) > 0
  return field.value !== field.defaultValue
}

function typedIn(field: Field): Typed {
  if (field instanceof HTMLSelectElement) return [...field.selectedOptions].map((option) => option.value)
  if (isBox(field)) return field.checked
  return isFile(field) ? null : field.value
}

/**
 * Tells React what the visitor did to `field` before React drew it. React keeps a field's content when it takes it
 * over, but its state holds what the server drew, and its next render of the field puts that back: the field's own
 * event, as the browser sends it for a visitor, brings the state in line. The value is first set through the
 * element, which React then records as the last one it knows, and put back underneath it, so that the event reads
 * as a change.
 */
function replayChange(field: Field, typed: Typed): void {
  if (isFile(field)) {
    field.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (field instanceof HTMLSelectElement) {
    const chosen = typed as string[]
    for (const option of field.options) option.selected = chosen.includes(option.value)
    field.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (isBox(field)) {
    field.checked = !typed
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(field, typed)
    // Not a MouseEvent: the browser's own click would tick the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }))
  } else {
    const focused = document.activeElement === field
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, typed)
    if (focused && field.selectionStart !== null) field.setSelectionRange(field.value.length, field.value.length)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** Calls `onCommit` once React has drawn `children` and run their effects. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/**
 * What the visitor typed or chose in the island's fields until React has drawn it: the fields changed already, and
 * each field an event reaches meanwhile (an event during the takeover is not React's yet, and a redraw the takeover
 * starts may put the server's value back into the field before it can be read).
 */
function watchTyping(element: HTMLElement): { stop: () => Map<Field, Typed> } {
  const typed = new Map<Field, Typed>()
  // Last touched, last replayed: of radio buttons chosen in turn, the last one chosen wins.
  const note = (field: Field) => {
    typed.delete(field)
    typed.set(field, typedIn(field))
  }
  const fields = () => [...element.querySelectorAll<Field>('input, textarea, select')]
  fields().filter(changedByVisitor).forEach(note)
  const onEvent = (event: Event) => {
    const field = event.target
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) note(field)
  }
  element.addEventListener('input', onEvent, true)
  element.addEventListener('change', onEvent, true)
  return {
    stop: () => {
      element.removeEventListener('input', onEvent, true)
      element.removeEventListener('change', onEvent, true)
      // What a field holds now wins over what was noted: it is the visitor's last word, unless a redraw undid it.
      for (const field of fields().filter(changedByVisitor)) note(field)
      return typed
    },
  }
}

/**
 * Makes one island of a page the server drew a React root of its own: its component, with the props the server
 * wrote on its element, takes over the markup the server drew for it (entry-server.tsx draws each island as a root
 * too, with the same prefix for its ids). Resolves once it is React, with whatever the visitor typed or chose in
 * its fields meanwhile in its state.
 */
export async function hydrateIsland(element: HTMLElement, { name, id, props }: IslandMarks): Promise<void> {
  const typing = watchTyping(element)
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
  // All read first: React redraws the form after each replayed change, which puts the state's value back into the
  // fields not replayed yet.
  for (const [field, typed] of typing.stop()) if (field.isConnected) replayChange(field, typed)
}
