import { messages } from '@site/contracts'
import { formatDateTime } from '../../../lib/format'

const text = messages.inbox

/** "Vence em 28/11/2026 09:30" or, past it while still waiting, "Atrasado: venceu em …" (Brasília time). */
export function Deadline({ prazo, atrasado }: { prazo: string | null; atrasado: boolean }) {
  if (!prazo) return null
  const until = formatDateTime(prazo)
  return <span className={atrasado ? 'inbox-deadline inbox-deadline--late' : 'inbox-deadline'}>{atrasado ? text.overdue(until) : text.due(until)}</span>
}
