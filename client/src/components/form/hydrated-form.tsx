import type { ComponentProps } from 'react'
import { useHydrated } from '../../lib/use-hydrated'

/**
 * A <form> whose controls stay disabled until React has taken over the page the server drew. Before that, text
 * typed into a field would be wiped by React's first update of it, and a form sent would go without our handler:
 * natively, its fields (a CPF, a password) in the address.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated()
  return (
    <form {...props}>
      <fieldset className="form__controls" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  )
}
