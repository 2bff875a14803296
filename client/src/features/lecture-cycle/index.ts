export { fetchActiveEvent, registerForEvent } from './api'
export { ActiveEvent } from './components/active-event'
export { CycleRegistration } from './components/cycle-registration'
export { RegistrationForm } from './components/registration-form'
