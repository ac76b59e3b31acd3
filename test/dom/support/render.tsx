import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import type { KitBase } from '../../../composition/kit';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';

/** Renders `ui` under a provider of `kit`. */
export function renderWithKit(kit: KitBase, ui: ReactNode) {
  return render(<CampaignKitProvider kit={kit}>{ui}</CampaignKitProvider>);
}

/** Waits until the easy-login widget knows the login status: its form's get-code button is on. */
export async function easyLoginReady(): Promise<void> {
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '获取验证码' }).disabled).toBe(false));
}
