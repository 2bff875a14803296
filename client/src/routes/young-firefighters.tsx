import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/content/project-page'
import { youngFirefightersProject } from '../content/projects'

export default function YoungFirefightersPage() {
  return <ProjectPage path={PATHS.youngFirefighters} content={youngFirefightersProject} />
}
