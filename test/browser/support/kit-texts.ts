import type { Page } from 'playwright-core';

/**
 * Every text the kit renders on the page: text nodes and the aria-label, placeholder, alt and
 * title of the kit's widgets (the elements with a `ck-` class, and everything inside them),
 * leaving out what carries `data-page-copy` (the page's or the server's own words).
 */
export const kitTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts: string[] = [];
    const isKit = (element: Element) => Array.from(element.classList).some((name) => name.startsWith('ck-'));
    const walk = (element: Element, inKit: boolean) => {
      if (element.hasAttribute('data-page-copy')) return;
      const kit = inKit || isKit(element);
      if (kit) {
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = element.getAttribute(name);
          if (value?.trim()) texts.push(value.trim());
        }
      }
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE && kit && child.textContent?.trim()) texts.push(child.textContent.trim());
        else if (child instanceof Element && !['SCRIPT', 'STYLE'].includes(child.tagName)) walk(child, kit);
      }
    };
    walk(document.body, false);
    return texts;
  });

