/** An image input: an http(s) URL, a path on this server (uploaded documents), or base64 PNG/JPEG (optionally a data URL). */
export type ImageReference = { kind: 'url' | 'path' | 'base64'; tokens: readonly string[]; key: string } | { problem: string };

const PNG_BASE64 = 'iVBORw0KGgo';
const JPEG_BASE64 = '/9j/';

const tokensOf = (path: string) => (path.split('/').pop() ?? '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

function extensionProblem(key: string, path: string): string | null {
  const file = path.split('/').pop() ?? '';
  const dot = file.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = file.slice(dot + 1).toLowerCase();
  return ['png', 'jpg', 'jpeg'].includes(extension) ? null : `${key} must be a png or jpg image, not .${extension}`;
}

/** Reads an image input; `tokens` are the words of its file name (sandbox samples are recognised by them). */
export function readImage(key: string, value: string): ImageReference {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { problem: `${key} is not a valid URL` };
    }
    const problem = extensionProblem(key, url.pathname);
    return problem ? { problem } : { kind: 'url', tokens: tokensOf(url.pathname), key: url.href };
  }
  if (text.startsWith('/')) {
    const problem = extensionProblem(key, text);
    return problem ? { problem } : { kind: 'path', tokens: tokensOf(text), key: text };
  }
  const dataUrl = /^data:image\/(png|jpe?g);base64,(.*)$/is.exec(text);
  const payload = ((dataUrl ? dataUrl[2] : text) ?? '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(payload)) return { problem: `${key} must be a URL or a base64 png or jpg image` };
  if (!payload.startsWith(PNG_BASE64) && !payload.startsWith(JPEG_BASE64)) return { problem: `${key} is base64 but not a png or jpg image` };
  return { kind: 'base64', tokens: [], key: payload };
}
