import { useSyncExternalStore } from 'react';
import { PHONE_LAYOUT_QUERY as QUERY } from '../../lib/phone-layout';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** A phone (narrow or touch): UPI opens an app there; a desktop shows a QR code to scan instead. */
export const usePhoneLayout = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
