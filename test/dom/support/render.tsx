import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CampaignKit } from '../../../composition/campaign-kit';
import { CampaignKitProvider } from '../../../ui-react/campaign-kit-provider';

/** Renders `ui` under a provider of `kit`. */
export function renderWithKit(kit: CampaignKit, ui: ReactNode) {
  return render(<CampaignKitProvider kit={kit}>{ui}</CampaignKitProvider>);
}
