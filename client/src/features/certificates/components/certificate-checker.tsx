import { useId, useState, type FormEvent, type RefObject } from 'react'
import { CERTIFICATE_CODE_EXAMPLE, messages } from '@site/contracts'
import { GroupedForm, Spinner, TextField } from '../../../components/form'
import { CertificateResult } from './certificate-result'
import { useCertificateCheck } from './use-certificate-check'
import './certificate-checker.css'

const text = messages.validatorPage

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
  const { state, check, resultHeading, errorMessage } = useCertificateCheck(initialCode, onFound)
  const errorId = useId()
  const loading = state.kind === 'loading'
  const notFound = state.kind === 'notFound'

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (loading) return
    void check(code, true)
  }

  return (
    <div className="certificate-checker" aria-busy={loading || undefined}>
      <CheckerForm code={code} onCode={setCode} onSubmit={submit} loading={loading} notFound={notFound} errorId={errorId} />
      <div role="status" className="visually-hidden">
        {state.kind === 'found' ? `${text.found}: ${state.certificate.nome}, ${state.certificate.curso}` : ''}
      </div>
      <div role="alert">
        {notFound && <NotFoundMessage id={errorId} ref={errorMessage} supportEmail={supportEmail} />}
      </div>
      {state.kind === 'found' && (
        <CertificateResult certificate={state.certificate} headingRef={resultHeading} shareLink={shareLink} />
      )}
    </div>
  )
}

type CheckerFormProps = {
  code: string
  onCode: (code: string) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  loading: boolean
  notFound: boolean
  /** The not-found message, which describes the field while it shows. */
  errorId: string
}

function CheckerForm({ code, onCode, onSubmit, loading, notFound, errorId }: CheckerFormProps) {
  return (
    <GroupedForm
      legend={text.title}
      className="certificate-checker__form"
      onSubmit={onSubmit}
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
        onChange={(event) => onCode(event.target.value)}
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
    </GroupedForm>
  )
}

function NotFoundMessage({ id, ref, supportEmail }: { id: string; ref: RefObject<HTMLDivElement | null>; supportEmail?: string }) {
  return (
    <div id={id} ref={ref} tabIndex={-1} className="form-status__message form-status__message--error">
      <p>{messages.certificates.notFound}</p>
      {supportEmail && (
        <p className="certificate-checker__support">
          {messages.certificates.supportHint} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}
    </div>
  )
}
