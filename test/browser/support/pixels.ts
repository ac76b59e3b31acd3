import type { Locator } from 'playwright-core';

/** An image's decoded RGBA pixels, as a canvas in the page reads them. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/**
 * Reads the pixels of an `<img>` on the page (decoded at its natural size). They cross from the
 * page as one base64 text: a poster's 750,000 channel values as a JSON array took seconds to
 * serialise on a busy machine.
 */
export async function readImagePixels(image: Locator): Promise<Pixels> {
  const { width, height, base64 } = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  });
  return { width, height, data: new Uint8ClampedArray(Buffer.from(base64, 'base64')) };
}
