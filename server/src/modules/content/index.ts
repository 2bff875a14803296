export { agendaStartTime, findAgendaEntry, listUpcomingAgenda } from './agenda.ts'
