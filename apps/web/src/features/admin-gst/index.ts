export { downloadGstCsv } from './api/download-gst-csv';
export { useGstReport } from './api/get-gst-report';
export { GstReportView } from './components/gst-report-view';
