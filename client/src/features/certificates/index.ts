// The public side of certificates; the admin screens are loaded by the admin area on their own.
export { CertificateChecker, type CertificateCheckerProps } from './components/certificate-checker'
