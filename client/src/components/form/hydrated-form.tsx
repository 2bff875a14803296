import type { ComponentProps } from 'react'
import { useHydrated } from '../../lib/use-hydrated'

type HydratedFormProps = ComponentProps<'form'> & {
  /** What the form is for, as its heading or name says it: the name of the group that holds its controls. */
  legend: string
}

/**
 * A <form> whose controls stay disabled until React has taken over the page the server drew. Before that, text
 * typed into a field would be wiped by React's first update of it, and a form sent would go without our handler:
 * natively, its fields (a CPF, a password) in the address. A disabled fieldset disables every control inside it,
 * whichever component draws it; a fieldset is a group, and a group needs a name (WCAG 1.3.1, 4.1.2): its legend,
 * read by screen readers and hidden on screen, where the form's heading already says it.
 */
export function HydratedForm({ legend, children, ...props }: HydratedFormProps) {
  const hydrated = useHydrated()
  return (
    <form {...props}>
      <fieldset className="form__controls" disabled={!hydrated}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </form>
  )
}
