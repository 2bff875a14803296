import { useId, type RefObject } from 'react'
import { certificatePdfPath, DEFAULT_CERTIFICATE_STATUS, messages, type PublicCertificate, siteDateText, siteShell } from '@site/contracts'

const text = messages.validatorPage

/** Our own PDF is offered by the download button; only a link elsewhere (an older certificate's file) is shown. */
const isExternal = (link: string) => {
  try {
    return new URL(link, window.location.href).origin !== window.location.origin
  } catch {
    return false
  }
}

export function ResultLinks({ codigo, link }: Pick<PublicCertificate, 'codigo' | 'link'>) {
  return (
    <span className="certificate-result__links">
      <a className="btn" href={certificatePdfPath(codigo)} download>
        {messages.certificateManagement.downloadPdf}
      </a>
      {link && isExternal(link) && (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {text.openCertificate}
          <span className="visually-hidden"> {siteShell.newTab}</span>
        </a>
      )}
    </span>
  )
}

/** The found certificate: a notice when it was revoked, its data in a table and the address to share. */
export function CertificateResult({
  certificate,
  headingRef,
  shareLink,
}: {
  certificate: PublicCertificate
  headingRef: RefObject<HTMLHeadingElement | null>
  shareLink?: (codigo: string) => string
}) {
  const headingId = useId()
  const { nome, curso, horas, link, status, codigo, revogadoEm } = certificate
  const valid = status.trim().toLowerCase() === DEFAULT_CERTIFICATE_STATUS.toLowerCase()
  const share = shareLink?.(codigo)
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
              {revogadoEm ? '—' : <ResultLinks codigo={codigo} link={link} />}
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
