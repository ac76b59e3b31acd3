import { describe, expect, it } from 'vitest';
import { content } from '../../../composition/features/content.feature';
import { createTestKit } from '../../../composition/testing';
import { isNonProductionHost } from '../../../domain/servers/environment-filter';

const invalid = expect.objectContaining({ name: 'CampaignKitError', code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^internalHosts needs a list of host names/) });

describe('internalHosts (the environment rule of the server list and the content hosts)', () => {
  it('refuses a value that is not a list of host names with INVALID_ARGUMENT, not a TypeError', () => {
    for (const internalHosts of ['intranet.test', 5, { length: 1 }, [7], null]) {
      expect(() => isNonProductionHost('https://campaign.test/', internalHosts as never)).toThrow(invalid);
    }
    expect(() => createTestKit({ features: [content({ internalHosts: 'intranet.test' as never })] }).content).toThrow(invalid);
  });

  it('still tells an internal host from production', () => {
    expect(isNonProductionHost('https://news.intranet.test/', ['intranet.test'])).toBe(true);
    expect(isNonProductionHost('https://campaign.test/', ['intranet.test'])).toBe(false);
  });
});
