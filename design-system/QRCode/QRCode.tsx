import { lazy, Suspense } from 'react';
import { CopyButton } from '../CopyButton';
import { fixedColors } from '../theme/scales';
import { fitsInQrCode, limitUrl, trimUrl } from './qrUrl';
import { QRCodeRoot, QRTile, QRTooLong, QRUrlRow, QRUrlText, type QRCodeSize } from './QRCode.styles';

/** The QR encoder loads with the first code drawn, not with every page that imports the design system. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface QRCodeProps {
  /** The URL (or text) the code holds. */
  value: string;
  /** Accessible name of the code image. */
  label?: string;
  size?: QRCodeSize;
  /** Shows the URL under the code, cut to 40 characters (37 and '...'). */
  showUrl?: boolean;
  /** Shows a copy action for the full URL. */
  showCopy?: boolean;
  copyLabel?: string;
  /** The copy toast text. */
  copyToastMessage?: string;
  /** Shown in place of the code when the value is too long for one. */
  tooLongText?: string;
}

/** A QR code of a link, drawn as SVG, with the link shown trimmed and a copy action. */
export function QRCode({
  value,
  label = 'QR code',
  size = 'md',
  showUrl = true,
  showCopy = true,
  copyLabel = 'Copy link',
  copyToastMessage,
  tooLongText = 'This link is too long for a QR code.',
}: QRCodeProps) {
  const fits = fitsInQrCode(value);
  return (
    <QRCodeRoot>
      <QRTile $size={size} $blank={!fits}>
        {fits ? (
          <Suspense fallback={null}>
            <QRCodeSVG
              value={value}
              size={256}
              marginSize={0}
              level="L"
              fgColor={fixedColors.qrForeground}
              bgColor={fixedColors.qrBackground}
              role="img"
              aria-label={label}
            />
          </Suspense>
        ) : (
          <QRTooLong role="alert">{tooLongText}</QRTooLong>
        )}
      </QRTile>
      {(showUrl || showCopy) && (
        <QRUrlRow>
          {showUrl && <QRUrlText title={limitUrl(value)}>{trimUrl(value)}</QRUrlText>}
          {showCopy && <CopyButton value={value} label={copyLabel} toastMessage={copyToastMessage} />}
        </QRUrlRow>
      )}
    </QRCodeRoot>
  );
}
