import { useEffect, useId, useRef, type ReactNode } from 'react'
import { messages } from '@site/contracts'
import './submission-receipt.css'

const text = messages.protocols

export type SubmissionReceiptProps = {
  /** The form's success text, as the heading. */
  title: string
  protocolo: string
  nextSteps: readonly string[]
  /** Extra actions beside "Imprimir" (e.g. "Enviar Novo Requerimento"). */
  children?: ReactNode
}

/**
 * What a visitor sees after a public form was accepted: the protocol, "Imprimir" and the next steps. It stays
 * until the visitor leaves; its heading takes the focus, so screen readers announce it at once.
 */
export function SubmissionReceipt({ title, protocolo, nextSteps, children }: SubmissionReceiptProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <section className="submission-receipt" aria-labelledby={headingId}>
      <div role="status">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
      </div>
      <p className="submission-receipt__protocol">
        {text.numberLabel}: <strong>{protocolo}</strong>
      </p>
      <p>{text.keepIt}</p>
      <h3>{text.nextStepsHeading}</h3>
      <ol>
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="submission-receipt__actions">
        <button type="button" className="btn" onClick={() => window.print()}>
          {text.print}
        </button>
        {children}
      </div>
    </section>
  )
}
