import { INBOX_SORTS, SUBMISSION_STATUSES } from '@site/contracts'
import { choiceParam, dayParam, pageParam, textParam, type ListParam } from '../../../lib/use-list-params'
import type { InboxKind } from '../inbox-api'
import { INBOX_VIEWS } from '../inbox-kinds'

const choices = (options: readonly { value: string }[]) =>
  choiceParam(
    options.map((option) => option.value),
    '',
  )

/**
 * ?pagina=2&busca=ana&status=Recebido&de=2025-01-01&ate=2025-01-31&ordem=nome, and each inbox's own filters
 * (escolaridade; curso, requerimento): the list's state in the address, the same names the server's query takes.
 */
const paramsOf = (kind: InboxKind): Record<string, ListParam<string> | ListParam<number>> => ({
  pagina: pageParam,
  busca: textParam,
  status: choiceParam(SUBMISSION_STATUSES, ''),
  de: dayParam,
  ate: dayParam,
  ordem: choiceParam(INBOX_SORTS, 'recentes'),
  ...Object.fromEntries(INBOX_VIEWS[kind].filters.map((filter) => [filter.name, choices(filter.options)])),
})

export const INBOX_LIST_PARAMS: Record<InboxKind, ReturnType<typeof paramsOf>> = {
  volunteer: paramsOf('volunteer'),
  documentRequest: paramsOf('documentRequest'),
}
