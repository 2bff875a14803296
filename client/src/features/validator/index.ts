export { fetchCertificate } from './api'
export { CertificateChecker, type CertificateCheckerProps } from './components/certificate-checker'
import './validator.css'
