export { useAdminSettings } from './api/settings-calls';
export { SettingsForm } from './components/settings-form';
