import { createRoot, type Root } from 'react-dom/client';
import { Footer, type FooterProps } from './footer';
import { TopBar, type TopBarProps } from './top-bar';
import { WidgetLanguage } from '../i18n/widget-language';
import type { Language } from '../../domain/i18n/language';

/** What a `mount*` call returns: `unmount()` removes what it rendered. */
export interface Mounted {
  unmount(): void;
}

function mount(selector: string, what: string, render: (root: Root) => void): Mounted | undefined {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element) {
    console.warn(`campaign-kit ${what}: no element matches ${selector}; nothing rendered`);
    return undefined;
  }
  const root = createRoot(element);
  render(root);
  return { unmount: () => root.unmount() };
}

/**
 * Renders the {@link TopBar} into the element `selector` finds, for pages not written in React.
 * A missing element gives a console warning and no rendering.
 * @returns the handle, or undefined when the element is missing.
 * @example
 * ```ts
 * mountTopBar('#top', { logo: '/logo.png', logoAlt: '星渊回响' });
 * ```
 */
export function mountTopBar(selector: string, options: TopBarProps & { readonly language?: Language }): Mounted | undefined {
  const { language = 'zh-CN', ...props } = options;
  return mount(selector, 'top bar', (root) =>
    root.render(
      <WidgetLanguage language={language}>
        <TopBar {...props} />
      </WidgetLanguage>,
    ),
  );
}

/**
 * Renders the {@link Footer} into the element `selector` finds, for pages not written in React.
 * A missing element gives a console warning and no rendering.
 * @returns the handle, or undefined when the element is missing.
 * @example
 * ```ts
 * mountFooter('#footer', { theme: 'dark', copyright: '© 2026 星渊工作室' });
 * ```
 */
export function mountFooter(selector: string, options: FooterProps & { readonly language?: Language } = {}): Mounted | undefined {
  const { language = 'zh-CN', ...props } = options;
  return mount(selector, 'footer', (root) =>
    root.render(
      <WidgetLanguage language={language}>
        <Footer {...props} />
      </WidgetLanguage>,
    ),
  );
}
