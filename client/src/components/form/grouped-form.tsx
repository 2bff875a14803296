import type { ComponentProps } from 'react'

type GroupedFormProps = ComponentProps<'form'> & {
  /** What the form is for, as its heading or name says it: the name of the group that holds its controls. */
  legend: string
}

/**
 * A <form> whose controls are one named group: a fieldset, named by its legend (WCAG 1.3.1, 4.1.2), read by screen
 * readers and hidden on screen, where the form's heading already says it. On a public page the form is part of an
 * island: what a visitor types before it is React is kept, and a form sent before is sent again once it is
 * (client/src/main.tsx, app/islands-runtime.tsx).
 */
export function GroupedForm({ legend, children, ...props }: GroupedFormProps) {
  return (
    <form {...props}>
      <fieldset className="form__controls">
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </form>
  )
}
