import { useSearchBox } from '../../../components/admin/use-search-box'
import { choiceParam, textParam, useListParams } from '../../../lib/use-list-params'
import { SEARCH_FIELDS, type RegistrationFilters } from '../registration-filters'

/** ?busca=ana&campo=email&evento=Oficina: the filters in the address. */
export const REGISTRATION_LIST_PARAMS = {
  busca: textParam,
  campo: choiceParam(
    SEARCH_FIELDS.map((option) => option.value),
    'todos',
  ),
  evento: textParam,
}

/**
 * The registrations' filters, kept in the address. The search filters as it is typed (the list is already here);
 * the address catches up once typing pauses.
 */
export function useRegistrationFilters() {
  const [params, update] = useListParams(REGISTRATION_LIST_PARAMS)
  const [query, setQuery] = useSearchBox(params.busca, (busca) => update({ busca }, { replace: true }))
  const filters: RegistrationFilters = { query, field: params.campo, event: params.evento }
  const change = (next: Partial<RegistrationFilters>) => {
    if (next.query !== undefined) setQuery(next.query)
    if (next.field !== undefined) update({ campo: next.field })
    if (next.event !== undefined) update({ evento: next.event })
  }
  return { filters, change }
}
