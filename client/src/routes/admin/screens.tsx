import { Link } from 'react-router-dom'
import { PATHS, messages, type InboxSummary } from '@site/contracts'
import { HealthPanel } from '../../features/backups'
import { AttentionPanel } from '../../features/submissions'
import { useSession } from '../../features/auth/components/require-auth'
import { AdminPage } from '../../components/admin/admin-page'
import './screens.css'

const text = messages.admin

export function DashboardScreen({ summary }: { summary: InboxSummary | null }) {
  const session = useSession()
  return (
    <AdminPage title={text.dashboardTitle}>
      <p className="admin-welcome">
        {session?.nome ? text.hello(session.nome) : ''}
        {text.welcome}
      </p>
      <p>{text.welcomeHint}</p>
      {summary && <AttentionPanel summary={summary} />}
      {(session?.papel ?? 'administrador') === 'administrador' && <HealthPanel />}
    </AdminPage>
  )
}

export function AdminNotFoundScreen() {
  return (
    <AdminPage title={text.notFoundTitle}>
      <p>{text.notFoundText}</p>
      <p>
        <Link className="btn" to={PATHS.admin}>
          {text.backToDashboard}
        </Link>
      </p>
    </AdminPage>
  )
}
