import { useState } from 'react'
import { messages } from '@site/contracts'
import { ErrorAlert, StatusMessage } from './feedback'
import './recovery-codes.css'

const text = messages.adminAccounts

/**
 * The recovery codes, shown once after two-factor is turned on: copied in one press (one code a line) or printed
 * alone, without the rest of the screen.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState('')
  const [failure, setFailure] = useState('')
  const copy = async () => {
    setCopied('')
    setFailure('')
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied(text.codesCopied)
    } catch (error) {
      console.error(error)
      setFailure(text.copyFailed)
    }
  }
  return (
    <div className="recovery-codes">
      <h3>{text.recoveryHeading}</h3>
      <p>{text.recoveryHint}</p>
      <ul className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-codes__actions">
        <button type="button" className="btn btn--outline" onClick={copy}>
          {text.copyCodes}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => window.print()}>
          {text.printCodes}
        </button>
      </div>
      <StatusMessage message={copied} />
      <ErrorAlert message={failure} />
    </div>
  )
}
