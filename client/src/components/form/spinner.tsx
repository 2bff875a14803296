import './spinner.css'

/** A decorative spinner; the text next to it says what is happening. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />
}
