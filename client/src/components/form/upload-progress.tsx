import { useId } from 'react'
import { messages } from '@site/contracts'
import './upload-progress.css'

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 })

/** Upload progress (0 to 1) as a labelled <progress>, with the percentage written next to it. */
export function UploadProgress({ fraction, label = messages.forms.uploadProgress }: { fraction: number; label?: string }) {
  const id = useId()
  const value = Math.min(1, Math.max(0, fraction))
  return (
    <div className="upload-progress">
      <label htmlFor={id} className="upload-progress__label">
        {label}
      </label>
      <progress id={id} max={100} value={Math.round(value * 100)}>
        {percent.format(value)}
      </progress>
      <span className="upload-progress__value" aria-hidden="true">
        {percent.format(value)}
      </span>
    </div>
  )
}
