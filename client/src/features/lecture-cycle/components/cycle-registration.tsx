import { messages } from '@site/contracts'
import { Spinner } from '../../../components/form'
import { useActiveEvent } from '../hooks/use-active-event'
import { ActiveEvent } from './active-event'
import { RegistrationForm } from './registration-form'

/** The active event and its registration form; without an active event, only SPEC §8's message. */
export function CycleRegistration() {
  const state = useActiveEvent()
  if (state.status === 'loading') {
    return (
      <p className="cycle-status" role="status">
        <Spinner />
        {messages.cyclePage.loadingEvent}
      </p>
    )
  }
  if (state.status === 'none') {
    return (
      <p className="cycle-status cycle-status--empty" role="status">
        {messages.events.noActiveEvent}
      </p>
    )
  }
  return (
    <div className="cycle-registration">
      <ActiveEvent event={state.event} />
      <RegistrationForm eventTitle={state.event.titulo} />
    </div>
  )
}
