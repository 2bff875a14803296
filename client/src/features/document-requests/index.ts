export { sendDocumentRequest, type DocumentRequestFiles } from './api'
export { DocumentRequestForm } from './components/document-request-form'
