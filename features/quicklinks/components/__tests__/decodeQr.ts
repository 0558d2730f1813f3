import jsQR from 'jsqr';

/**
 * Reads a rendered QR code back: draws the SVG (as an image) onto a canvas with a white quiet zone,
 * takes its pixels and decodes them with jsQR. Resolves to the text the code holds, or null.
 */
export async function decodeQrSvg(svg: Element): Promise<string | null> {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The QR code SVG did not load as an image'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  });
  const size = 600;
  const margin = 60;
  const canvas = document.createElement('canvas');
  canvas.width = size + 2 * margin;
  canvas.height = size + 2 * margin;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, margin, margin, size, size);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}
