import { PATHS } from '@site/contracts'
import { ComingSoonPage } from '../components/page/coming-soon-page'
import { CALL_LIST_SOON, digitalInclusionSections } from '../page-text/digital-inclusion'

export default function IdIntermediateCallListPage() {
  return <ComingSoonPage path={PATHS.idIntermediateCallList} title={digitalInclusionSections.callList} message={CALL_LIST_SOON} />
}
