import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { afetarProject } from '../page-text/past-projects'

export default function PastProjectAfetarPage() {
  return <ProjectPage path={PATHS.pastProjectAfetar} content={afetarProject} />
}
