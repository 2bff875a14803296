import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { careHomesProject } from '../page-text/projects'

export default function CareHomesPage() {
  return <ProjectPage path={PATHS.careHomes} content={careHomesProject} />
}
