import type { Locator } from 'playwright-core';

/** An image's decoded RGBA pixels, as a canvas in the page reads them. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: number[];
}

/** Reads the pixels of an `<img>` on the page (decoded at its natural size). */
export function readImagePixels(image: Locator): Promise<Pixels> {
  return image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
}
