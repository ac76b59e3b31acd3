import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { KitBase } from '../../../composition/kit';
import { CampaignKitProvider } from '../../../ui-react/campaign-kit-provider';

/** Renders `ui` under a provider of `kit`. */
export function renderWithKit(kit: KitBase, ui: ReactNode) {
  return render(<CampaignKitProvider kit={kit}>{ui}</CampaignKitProvider>);
}
