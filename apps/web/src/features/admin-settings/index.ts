export { useAdminSettings } from './api/get-admin-settings';
export { SettingsForm } from './components/settings-form';
