import type { Stat } from '../../page-text/types'
import './stat-list.css'

/** Big figures with what they count, e.g. "497 estudantes do 7º ano". */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="stat-list" role="list">
      {stats.map((stat) => (
        <li key={stat.label} className="stat-list__item">
          <strong className="stat-list__value">{stat.value}</strong>
          <span className="stat-list__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  )
}
