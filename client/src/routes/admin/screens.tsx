import { Link } from 'react-router-dom'
import { PATHS, STAFF_GUIDE_PATH, messages, type InboxSummary } from '@site/contracts'
import { HealthPanel } from '../../features/backups'
import { AttentionPanel } from '../../features/submissions'
import { useSession } from '../../features/auth/components/require-auth'
import { AdminPage } from '../../components/admin/admin-page'
import { menuFor } from '../../components/admin/admin-menu'
import './screens.css'

const text = messages.admin

export function DashboardScreen({ summary }: { summary: InboxSummary | null }) {
  const session = useSession()
  const role = session?.papel ?? 'administrador'
  // The screens of the role's menu, apart from this one and the own account.
  const screens = menuFor(role).filter((item) => item.screen !== 'admin' && item.screen !== 'adminMyAccount')
  return (
    <AdminPage title={text.dashboardTitle}>
      <p className="admin-welcome">
        {session?.nome ? text.hello(session.nome) : ''}
        {text.welcome}
      </p>
      <p>{text.welcomeHint(screens.map((item) => item.label))}</p>
      <p>
        <a href={STAFF_GUIDE_PATH}>{text.staffGuide}</a>
      </p>
      {summary && <AttentionPanel summary={summary} />}
      {role === 'administrador' && <HealthPanel />}
    </AdminPage>
  )
}

/** A screen that only says why there is nothing here, with the way back. */
function DeadEndScreen({ title, explanation }: { title: string; explanation: string }) {
  return (
    <AdminPage title={title}>
      <p>{explanation}</p>
      <p>
        <Link className="btn" to={PATHS.admin}>
          {text.backToDashboard}
        </Link>
      </p>
    </AdminPage>
  )
}

export const AdminNotFoundScreen = () => <DeadEndScreen title={text.notFoundTitle} explanation={text.notFoundText} />

/** A screen of another role's work, opened by its address. */
export const NoAccessScreen = () => <DeadEndScreen title={text.noAccessTitle} explanation={text.noAccess} />
