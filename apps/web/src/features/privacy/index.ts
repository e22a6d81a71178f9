export { ConsentSettings } from './components/consent-settings';
