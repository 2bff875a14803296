import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { idTodosProject } from '../page-text/past-projects'

export default function PastProjectIdTodosPage() {
  return <ProjectPage path={PATHS.pastProjectIdTodos} content={idTodosProject} />
}
