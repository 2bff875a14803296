/** What lectures and registrations use of events: the active event of a projeto, and whether it takes sign-ups. */
export { findActiveEvent, isOpenForRegistration } from './service.ts'
