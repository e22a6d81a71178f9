export { useAdminEmails } from './api/get-emails';
export { EmailView } from './components/email-view';
export { MAIL_STATUS_LABELS, MAIL_STATUS_TONES } from './mail-status';
