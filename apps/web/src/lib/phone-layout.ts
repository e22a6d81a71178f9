/** A phone (narrow or touch): UPI opens an app there, so checkouts open at UPI; a desktop scans a QR code. */
export const PHONE_LAYOUT_QUERY = '(max-width: 767px), (pointer: coarse)';

export const isPhoneLayout = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_LAYOUT_QUERY).matches;
