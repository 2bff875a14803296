import { messages } from '@site/contracts'
import { useRemoteData } from '../../../lib/use-remote-data'
import { fetchMonitoringState } from '../api'
import { whenInWords } from '../when'
import './backups.css'

const text = messages.monitoring

/** The dashboard's "Saúde do site" (Administrador): the problems the alerts mail about, while they last. */
export function HealthPanel() {
  const remote = useRemoteData(fetchMonitoringState)
  if (remote.status !== 'ready') return null
  const { alertas } = remote.data
  return (
    <section aria-labelledby="health-heading">
      <h2 id="health-heading">{text.title}</h2>
      {alertas.length === 0 ? (
        <p>{text.allGood}</p>
      ) : (
        <ul className="health-alerts">
          {alertas.map((alerta) => (
            <li key={alerta.tipo} className="backups-warning">
              {text.kinds[alerta.tipo]}: {alerta.problema} ({text.since(whenInWords(alerta.desde))})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
