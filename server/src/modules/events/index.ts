/**
 * What lectures and registrations use of events: the active event of a projeto, whether it takes sign-ups, and the
 * shape of the filling of its places that registrations provide.
 */
export { findActiveEvent, isOpenForRegistration, type FillPlaces } from './service.ts'
