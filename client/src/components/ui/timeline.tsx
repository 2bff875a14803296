import type { TimelineEntry } from '../../page-text/types'
import './timeline.css'

/** Milestones in order; an ordered list, so screen readers announce "1 de 4". */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={entry.period} className="timeline__entry">
          <h3 className="timeline__title">
            <span className="timeline__period">{entry.period}</span> {entry.title}
          </h3>
          <p>{entry.text}</p>
        </li>
      ))}
    </ol>
  )
}
