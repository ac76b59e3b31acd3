// The campaign page shell with React alone (no campaign-kit): the baseline of npm run bench:page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Hero, SiteFooter } from '../shell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <Hero />
    </main>
    <SiteFooter />
  </StrictMode>,
);
