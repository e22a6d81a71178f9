export { DesignsList } from './components/designs-list';
export { UploadCardForm } from './components/upload-card-form';
