// Every English word, as the app has them once a page that loads later has come (src/lib/lazy-part.ts).
import '../i18n/page-words';
