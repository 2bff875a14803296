import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { messages } from '@site/contracts'
import { Spinner } from './spinner'
import './submit-button.css'

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** While true the button is disabled and shows a spinner and `busyLabel`. */
  busy?: boolean
  busyLabel?: ReactNode
}

export function SubmitButton({ busy = false, busyLabel = messages.common.loading, disabled, children, className, ...props }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['btn', 'btn--submit', className ?? ''].filter(Boolean).join(' ')}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
