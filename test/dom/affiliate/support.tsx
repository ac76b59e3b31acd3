import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AffiliateArea } from '../../../domain/affiliate/affiliate-area';

/**
 * The contract server in memory and, per person, an affiliate area (the real client) with its own
 * cookies (the test file maps the server's asset reader to the file system: see its `vi.mock`).
 */
export async function contractConsole() {
  const { affiliateOverContract } = await import('../../server/affiliate-support');
  const t = affiliateOverContract();
  const person = () => new AffiliateArea(t.person().api.client);
  return { ...t, person };
}

export function renderConsole(ui: ReactNode) {
  return render(<>{ui}</>);
}
