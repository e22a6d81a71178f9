/** Id of the JSON element naming the app's entry and the chunks it imports, on pages that start it late. */
export const APP_BOOT_ELEMENT_ID = 'app-boot';

/** Sent on window once the app has drawn (or hydrated) its first page and handles events itself. */
export const APP_STARTED_EVENT = 'store:app-started';
