export { QRCode } from './QRCode';
export type { QRCodeProps } from './QRCode';
export { trimUrl, limitUrl, fitsInQrCode, URL_DISPLAY_MAX, URL_DISPLAY_KEEP, URL_VIEW_LIMIT, QR_MAX_BYTES } from './qrUrl';
export type { QRCodeSize } from './QRCode.styles';
