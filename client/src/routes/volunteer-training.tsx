import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import { ATTENDANCE_SOON, volunteerMeetings, volunteerTrainingProject, type VolunteerMeeting } from '../page-text/volunteer-training'
import { formatDate, formatTime } from '../lib/format'

function MeetingCard({ meeting }: { meeting: VolunteerMeeting }) {
  return (
    <InfoCard
      title={meeting.nome}
      image={{ src: meeting.foto, alt: `Retrato ilustrado de ${meeting.palestrante}` }}
      badge={`Encontro ${meeting.id}`}
      link={meeting.listaPresenca ? { href: meeting.listaPresenca, label: 'Lista de presença', external: true } : undefined}
    >
      <p className="card__meta">
        <time dateTime={`${meeting.data}T${meeting.horario}`}>
          {formatDate(meeting.data)}, às {formatTime(meeting.horario)}
        </time>{' '}
        – com {meeting.palestrante}
      </p>
      <p>{meeting.desc}</p>
      {!meeting.listaPresenca && <p className="card__meta">{ATTENDANCE_SOON}</p>}
    </InfoCard>
  )
}

export default function VolunteerTrainingPage() {
  return (
    <ProjectPage path={PATHS.volunteerTraining} content={volunteerTrainingProject}>
      <PageSection title="Encontros" intro="Quatro encontros de formação, sempre às 14h." surface>
        <ul className="grid grid--2" role="list">
          {volunteerMeetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard meeting={meeting} />
            </li>
          ))}
        </ul>
      </PageSection>
    </ProjectPage>
  )
}
