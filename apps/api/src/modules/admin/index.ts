export { adminModule } from './admin.module';
