import { CERTIFICATE_SORT_COLUMNS, CERTIFICATES_PER_PAGE, type CertificateListQuery } from '@site/contracts'
import type { RecordsSort } from '../../../components/admin/records-table'
import { useSearchBox } from '../../../components/admin/use-search-box'
import { pageCount } from '../../../lib/pagination'
import { choiceParam, pageParam, textParam, useListParams } from '../../../lib/use-list-params'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { pageCertificates } from '../api'

/** ?pagina=2&busca=ana&ordem=nome&direcao=asc: the list's state in the address. */
export const CERTIFICATE_LIST_PARAMS = {
  pagina: pageParam,
  busca: textParam,
  ordem: choiceParam(CERTIFICATE_SORT_COLUMNS, 'criadoEm'),
  direcao: choiceParam(['asc', 'desc'] as const, 'desc'),
}

/** The page of certificates the address asks for, the search box that changes it, the order and the page buttons. */
export function useCertificateList() {
  const [params, update] = useListParams(CERTIFICATE_LIST_PARAMS)
  const { pagina, busca, ordem, direcao } = params
  const [search, setSearch] = useSearchBox(busca, (value) => update({ busca: value }, { replace: true }))
  const query: CertificateListQuery = { pagina, porPagina: CERTIFICATES_PER_PAGE, busca, ordem, direcao }
  const { reload, ...list } = useRemoteData((signal) => pageCertificates(query, signal), JSON.stringify(query))
  const result = dataOr(list, { itens: [], total: 0, pagina: 1, porPagina: CERTIFICATES_PER_PAGE })
  const pages = pageCount(result.total, CERTIFICATES_PER_PAGE)
  const sort: RecordsSort = { key: ordem, direction: direcao }

  const sortBy = (key: string) => {
    const column = CERTIFICATE_LIST_PARAMS.ordem.parse(key)
    if (column) update({ ordem: column, direcao: ordem === column && direcao === 'asc' ? 'desc' : 'asc' })
  }

  return {
    list,
    reload,
    result,
    search: { value: search, onChange: setSearch },
    busca,
    sort,
    sortBy,
    exportQuery: { busca, ordem, direcao },
    page: Math.min(pagina, Math.max(pages, 1)),
    pages,
    setPage: (page: number) => update({ pagina: page }),
  }
}
