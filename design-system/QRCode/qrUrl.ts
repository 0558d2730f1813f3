/** URLs longer than this show cut (document 3: QR modal and URL display). */
export const URL_DISPLAY_MAX = 40;
/** How many characters of a cut URL show before the ellipsis. */
export const URL_DISPLAY_KEEP = 37;
/** The longest URL the long-URL view shows (document 1 section 9). */
export const URL_VIEW_LIMIT = 10000;
/** What a QR code can hold at the lowest error correction: 2953 bytes. */
export const QR_MAX_BYTES = 2953;

/** The URL as shown: when longer than 40 characters, its first 37 and '...'. */
export function trimUrl(url: string): string {
  return url.length > URL_DISPLAY_MAX ? `${url.slice(0, URL_DISPLAY_KEEP)}...` : url;
}

/** The URL cut to the long-URL view limit of 10000 characters. */
export function limitUrl(url: string, limit: number = URL_VIEW_LIMIT): string {
  return url.length > limit ? url.slice(0, limit) : url;
}

/** Whether the text fits in a QR code (UTF-8 bytes). */
export function fitsInQrCode(text: string): boolean {
  return new TextEncoder().encode(text).length <= QR_MAX_BYTES;
}
