import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { youngFirefightersProject } from '../page-text/projects'

export default function YoungFirefightersPage() {
  return <ProjectPage path={PATHS.youngFirefighters} content={youngFirefightersProject} />
}
