import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../composition/testing';
import { CampaignKitProvider, useCampaignKit } from '../../ui-react/shared/campaign-kit-provider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function NeedsKit() {
  useCampaignKit();
  return <p>rendered</p>;
}

describe('CampaignKitProvider and useCampaignKit', () => {
  it('hands the kit to the components below', () => {
    const kit = createTestKit();
    let seen: unknown;
    function Probe() {
      seen = useCampaignKit();
      return null;
    }
    render(
      <CampaignKitProvider kit={kit}>
        <Probe />
      </CampaignKitProvider>,
    );
    expect(seen).toBe(kit);
  });

  it('throws a clear NOT_INITIALIZED error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<NeedsKit />)).toThrow(
      expect.objectContaining({ name: 'CampaignKitError', code: 'NOT_INITIALIZED', message: expect.stringContaining('<CampaignKitProvider') }),
    );
    expect(screen.queryByText('rendered')).toBeNull();
  });
});
