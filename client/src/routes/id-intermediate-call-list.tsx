import { PATHS } from '@site/contracts'
import { ComingSoonPage } from '../components/page/coming-soon-page'
import { CALL_LIST_SOON } from '../page-text/digital-inclusion'

export default function IdIntermediateCallListPage() {
  return <ComingSoonPage path={PATHS.idIntermediateCallList} title="Chamada" message={CALL_LIST_SOON} />
}
