export { enquiriesModule } from './enquiries.module';
export type { EnquiriesDeps, EnquiriesEvents, NewEnquiry } from './enquiries.service';
export type { EnquiriesTables } from './enquiries.tables';
export { enquiriesForExport, eraseEnquiriesFrom } from './personal-data';
