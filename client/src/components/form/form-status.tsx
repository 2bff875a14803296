import type { ReactNode, Ref } from 'react'

export type FormStatusProps = {
  /** 'success' is announced politely (role=status); 'error' at once (role=alert). */
  tone: 'success' | 'error'
  /** Nothing to show: the live regions stay in the page, empty, so the next message is announced. */
  children?: ReactNode
  /** id of the message, so a field can point at it with aria-describedby. */
  id?: string
  /** The message element; it takes focus programmatically (tabIndex -1). */
  ref?: Ref<HTMLDivElement>
}

/**
 * The form's feedback area. Both live regions are always rendered: screen readers announce changes to an
 * existing region more reliably than a region that appears with its text.
 */
export function FormStatus({ tone, children, id, ref }: FormStatusProps) {
  const has = children !== undefined && children !== null && children !== false && children !== ''
  return (
    <div className="form-status">
      <div role="status">
        {has && tone === 'success' && (
          <div ref={ref} id={id} tabIndex={-1} className="form-status__message form-status__message--success">
            {children}
          </div>
        )}
      </div>
      <div role="alert">
        {has && tone === 'error' && (
          <div ref={ref} id={id} tabIndex={-1} className="form-status__message form-status__message--error">
            {children}
          </div>
        )}
      </div>
    </div>
  )
}
