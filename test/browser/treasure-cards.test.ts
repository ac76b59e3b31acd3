import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousFindingsIn } from './support/axe';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/**
 * WCAG's contrast ratio of an element's text against what is behind it: its own and its
 * ancestors' background colours composited (translucent ones over what is below), a gradient
 * counted at its worst stop. Axe leaves translucent and gradient backgrounds unchecked, hence this.
 */
function worstContrast(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
      });
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const layers: Rgba[][] = [];
    for (let node: Element | null = target; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = [...parse(style.backgroundColor).filter((colour) => colour[3] > 0), ...parse(style.backgroundImage)];
      if (stops.length > 0) layers.push(stops);
    }
    // From the page's white canvas up, every combination of each gradient's stops.
    let backgrounds: Rgba[] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) backgrounds = backgrounds.flatMap((below) => layer.map((stop) => over(stop, below)));
    const text = over(parse(getComputedStyle(target).color)[0]!, backgrounds[0]!);
    return Math.min(
      ...backgrounds.map((background) => {
        const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      }),
    );
  });
}

describe("the demo's treasure cards (the chest, the clip, the gachakon)", () => {
  for (const language of ['zh-CN', 'en'] as const) {
    it(`in ${language}: headings and button at 4.5:1 or more against the card, the machine an image that loads, and no axe finding`, async () => {
      const { page } = await session.visitor();
      await page.goto(`${session.server.url}/${language === 'en' ? '?lang=en' : ''}`);
      const cards = page.locator('.treasure__card');
      await cards.first().scrollIntoViewIfNeeded();
      expect(await cards.count()).toBe(3);

      for (const heading of await cards.locator('h3').all()) {
        expect(await worstContrast(heading), `${await heading.textContent()}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(await worstContrast(page.locator('.treasure__again'))).toBeGreaterThanOrEqual(4.5);

      const machine = page.locator('.treasure__card img.treasure__machine');
      await expect.poll(() => machine.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
      expect(await machine.getAttribute('alt')).toBe(language === 'en' ? 'Capsule machine' : '扭蛋机');

      expect(await seriousFindingsIn(page, '.treasure')).toEqual([]);
    });
  }
});
