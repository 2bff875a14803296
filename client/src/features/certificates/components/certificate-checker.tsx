import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  CERTIFICATE_CODE_EXAMPLE,
  certificatePdfPath,
  DEFAULT_CERTIFICATE_STATUS,
  messages,
  siteDateText,
  type PublicCertificate,
} from '@site/contracts'
import { HydratedForm, Spinner, TextField } from '../../../components/form'
import { fetchCertificate } from '../api'
import './certificate-checker.css'

const text = messages.validatorPage

type CheckState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; certificate: PublicCertificate }
  | { kind: 'notFound' }

export type CertificateCheckerProps = {
  /** A code from the address (/validador/<codigo>): filled in and checked on load. */
  initialCode?: string
  /** Called after a successful search typed by the visitor, e.g. to turn the address into a shareable link. */
  onFound?: (codigo: string) => void
  /** The shareable address of a code, shown under the result. */
  shareLink?: (codigo: string) => string
  /** E-mail of the foundation, offered when a code is not found (nothing is offered while it is not set). */
  supportEmail?: string
}

/** The certificate checker: idle, loading, found (table) or not found (error with a support e-mail). */
export function CertificateChecker({ initialCode, onFound, shareLink, supportEmail }: CertificateCheckerProps) {
  const [code, setCode] = useState(initialCode ?? '')
  const [state, setState] = useState<CheckState>(initialCode?.trim() ? { kind: 'loading' } : { kind: 'idle' })
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const errorMessage = useRef<HTMLDivElement>(null)
  const focusAfterRender = useRef<'result' | 'error' | null>(null)
  const request = useRef<AbortController | null>(null)
  const errorId = useId()

  const check = useCallback(
    async (rawCode: string, manual: boolean) => {
      const codigo = rawCode.trim()
      request.current?.abort()
      if (!codigo) {
        // A blank code is simply not found, and the server is not called.
        focusAfterRender.current = manual ? 'error' : null
        setState({ kind: 'notFound' })
        return
      }
      const controller = new AbortController()
      request.current = controller
      setState({ kind: 'loading' })
      try {
        const certificate = await fetchCertificate(codigo, controller.signal)
        if (controller.signal.aborted) return
        focusAfterRender.current = manual ? 'result' : null
        setState({ kind: 'found', certificate })
        if (manual) onFound?.(certificate.codigo || codigo)
      } catch {
        if (controller.signal.aborted) return
        // Any lookup failure reads as "not found": the visitor cannot tell a network fault from a wrong code anyway.
        focusAfterRender.current = manual ? 'error' : null
        setState({ kind: 'notFound' })
      }
    },
    [onFound],
  )

  // Deep link: check the code from the address once, without moving focus away from the page start.
  useEffect(() => {
    if (!initialCode?.trim()) return
    void check(initialCode, false)
    return () => request.current?.abort()
    // Only on arrival: later searches come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    if (target === 'result') resultHeading.current?.focus()
    else errorMessage.current?.focus()
  }, [state])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.kind === 'loading') return
    void check(code, true)
  }

  const loading = state.kind === 'loading'
  const notFound = state.kind === 'notFound'

  return (
    <div className="certificate-checker" aria-busy={loading || undefined}>
      <HydratedForm
        legend={text.title}
        className="certificate-checker__form"
        onSubmit={submit}
        noValidate
        role="search"
        aria-label={text.title}
      >
        <TextField
          label={text.codeLabel}
          hint={
            <>
              {text.codeHint} <code className="certificate-checker__example">{CERTIFICATE_CODE_EXAMPLE}</code>
            </>
          }
          name="codigo"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={notFound || undefined}
          aria-describedby={notFound ? errorId : undefined}
          className="certificate-checker__field"
        />
        <button type="submit" className="btn certificate-checker__button" disabled={loading} aria-busy={loading || undefined}>
          {loading ? (
            <>
              <Spinner />
              {text.searching}
            </>
          ) : (
            text.search
          )}
        </button>
      </HydratedForm>

      <div role="status" className="visually-hidden">
        {state.kind === 'found' ? `${text.found}: ${state.certificate.nome}, ${state.certificate.curso}` : ''}
      </div>
      <div role="alert">
        {notFound && (
          <div id={errorId} ref={errorMessage} tabIndex={-1} className="form-status__message form-status__message--error">
            <p>{messages.certificates.notFound}</p>
            {supportEmail && (
              <p className="certificate-checker__support">
                {messages.certificates.supportHint} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </p>
            )}
          </div>
        )}
      </div>

      {state.kind === 'found' && (
        <CertificateResult certificate={state.certificate} headingRef={resultHeading} shareLink={shareLink} />
      )}
    </div>
  )
}

/** Our own PDF is offered by the download button; only a link elsewhere (an older certificate's file) is shown. */
const isExternal = (link: string) => {
  try {
    return new URL(link, window.location.href).origin !== window.location.origin
  } catch {
    return false
  }
}

function CertificateResult({
  certificate,
  headingRef,
  shareLink,
}: {
  certificate: PublicCertificate
  headingRef: React.RefObject<HTMLHeadingElement | null>
  shareLink?: (codigo: string) => string
}) {
  const headingId = useId()
  const { nome, curso, horas, link, status, codigo, revogadoEm } = certificate
  const valid = status.trim().toLowerCase() === DEFAULT_CERTIFICATE_STATUS.toLowerCase()
  const share = shareLink?.(codigo)
  const external = link && isExternal(link)
  return (
    <section className="certificate-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {text.found}
      </h2>
      {revogadoEm && (
        <p className="form-status__message form-status__message--error">
          {messages.certificateManagement.revokedNotice} {siteDateText(new Date(revogadoEm))}.
        </p>
      )}
      <table className="data-table certificate-result__table">
        <caption>
          {text.caption} <code>{codigo}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.name}</th>
            <th scope="col">{text.course}</th>
            <th scope="col">{text.hours}</th>
            <th scope="col">{text.link}</th>
            <th scope="col">{text.status}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label={text.name}>{nome}</td>
            <td data-label={text.course}>{curso}</td>
            <td data-label={text.hours}>{horas}</td>
            <td data-label={text.link}>
              {revogadoEm ? (
                '—'
              ) : (
                <span className="certificate-result__links">
                  <a className="btn" href={certificatePdfPath(codigo)} download>
                    {messages.certificateManagement.downloadPdf}
                  </a>
                  {external && (
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {text.openCertificate}
                      <span className="visually-hidden"> {messages.forms.newTab}</span>
                    </a>
                  )}
                </span>
              )}
            </td>
            <td data-label={text.status}>
              <span className={valid ? 'status-badge status-badge--success' : 'status-badge status-badge--warning'}>
                {status}
              </span>
            </td>
          </tr>
        </tbody>
      </table>
      {share && (
        <p className="certificate-result__share">
          {text.shareHint} <a href={share}>{share}</a>
        </p>
      )}
    </section>
  )
}
