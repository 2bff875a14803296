import { PATHS } from '@site/contracts'
import { ComingSoonPage } from '../components/content/coming-soon-page'
import { CALL_LIST_SOON } from '../content/digital-inclusion'

export default function IdIntermediateCallListPage() {
  return <ComingSoonPage path={PATHS.idIntermediateCallList} title="Chamada" message={CALL_LIST_SOON} />
}
