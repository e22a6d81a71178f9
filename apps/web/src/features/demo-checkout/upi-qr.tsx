import { toCanvas } from 'qrcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';

/** The upi://pay link as a QR code a phone's UPI app scans (drawn on a canvas, quiet zone included). */
export function UpiQr({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void toCanvas(canvas.current, uri, { width: 192, margin: 2, errorCorrectionLevel: 'M' });
  }, [uri]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={t('demoCheckout.qrCode')}
      className="shrink-0 rounded-lg bg-white ring-1 ring-slate-200"
    />
  );
}
