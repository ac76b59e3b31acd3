import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a demo page's content into its #root, in strict mode. */
export function mountPage(html: string, content: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error(`${html}: #root is missing`);
  createRoot(root).render(<StrictMode>{content}</StrictMode>);
}
