export { sendVolunteerApplication, type VolunteerSubmission } from './api'
export { KnowledgeSlider } from './components/knowledge-slider'
export { VolunteerForm } from './components/volunteer-form'
