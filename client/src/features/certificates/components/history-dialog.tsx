import { messages, siteDateText, type Certificate } from '@site/contracts'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { certificateHistory } from '../api'

const manage = messages.certificateManagement

/** Staff see each correction (field: before → after) and the revocation with its reason, newest first. */
export function HistoryDialog({ certificate, onClose }: { certificate: Certificate | undefined; onClose: () => void }) {
  return (
    <ModalDialog open={certificate !== undefined} title={manage.historyTitle} onClose={onClose}>
      {certificate && <HistoryList codigo={certificate.codigo} />}
    </ModalDialog>
  )
}

function HistoryList({ codigo }: { codigo: string }) {
  const { reload, ...history } = useRemoteData((signal) => certificateHistory(codigo, signal), codigo)
  const entries = dataOr(history, [])
  return (
    <div className="admin-dialog__body">
      <p>
        <strong>{codigo}</strong>
      </p>
      <RemoteListContent status={history.status} loadingText={messages.common.loading} failureText={manage.historyFailed} onRetry={reload}>
        {entries.length === 0 ? (
          <p>{manage.historyEmpty}</p>
        ) : (
          <ol className="certificate-history">
            {entries.map((entry) => (
              <li key={`${entry.em}-${entry.tipo}`}>
                <p>
                  <strong>{entry.tipo}</strong> {manage.historyWhen(siteDateText(new Date(entry.em)), entry.por)}
                  {entry.motivo && <>: {entry.motivo}</>}
                </p>
                <ul>
                  {entry.alteracoes.map((change) => (
                    <li key={change.campo}>
                      {change.campo}: {change.de} → {change.para}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </RemoteListContent>
    </div>
  )
}
