/** The texts a widget shows or announces (text nodes, aria-label, placeholder, alt, title), leaving out page copy (`data-page-copy`). */
export function kitTexts(root: Element): string[] {
  const texts: string[] = [];
  const walk = (element: Element) => {
    if (element.hasAttribute('data-page-copy')) return;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 3 && child.textContent?.trim()) texts.push(child.textContent.trim());
      else if (child.nodeType === 1) walk(child as Element);
    }
  };
  walk(root);
  return texts;
}

export const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
