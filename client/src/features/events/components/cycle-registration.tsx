import { messages, type Event } from '@site/contracts'
import { Spinner } from '../../../components/form'
import { usePageData } from '../../../lib/page-data'
import { fetchActiveEvent } from '../cycle-api'
import { ActiveEvent } from './active-event'
import { RegistrationForm } from './registration-form'
import './cycle-registration.css'
import { island } from '../../../lib/island'

/** Every place taken: the event takes no more registrations. */
const isFull = (event: Event) => event.vagas !== null && event.inscritos >= event.vagas

/**
 * The active event and its registration form (or, when every place is taken, the message that registrations are
 * sold out and the form of the waiting list); without an active event, only the message that there is none.
 */
export function CycleRegistration() {
  const state = usePageData('evento-ativo', fetchActiveEvent)
  if (state.status === 'loading') {
    return (
      <p className="cycle-status" role="status">
        <Spinner />
        {messages.cyclePage.loadingEvent}
      </p>
    )
  }
  // A failed load and no active event look the same to the visitor.
  if (state.status === 'error' || state.data === null) {
    return (
      <p className="cycle-status cycle-status--empty" role="status">
        {messages.events.noActiveEvent}
      </p>
    )
  }
  return (
    <div className="cycle-registration">
      <ActiveEvent event={state.data} />
      {isFull(state.data) ? (
        <>
          <section className="cycle-full" role="status">
            <h2>{messages.eventOperations.full}</h2>
          </section>
          <RegistrationForm eventTitle={state.data.titulo} mode="waitlist" />
        </>
      ) : (
        <RegistrationForm eventTitle={state.data.titulo} />
      )}
    </div>
  )
}

/** CycleRegistration as an island of the page the server drew (lib/island.tsx). */
export const CycleRegistrationIsland = island('cycle-registration', CycleRegistration, 'use')
