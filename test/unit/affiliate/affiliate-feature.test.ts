import { describe, expect, it } from 'vitest';
import { account, affiliate } from '../../../composition/features/index';
import { createTestKit } from '../../../composition/testing';
import { AffiliateArea } from '../../../domain/affiliate/affiliate-area';
import { wireCalls } from '../support/routes';
import { bundledFiles } from '../support/bundled-files';

describe('the affiliate() feature', () => {
  it('gives kit.affiliate, whose calls carry subject_aid and aff_multi_login', async () => {
    const kit = createTestKit({ features: [affiliate({ subjectAid: 77, multiLogin: true })] });
    expect(kit.affiliate).toBeInstanceOf(AffiliateArea);
    kit.fetchMock.route('path:/passport/aff/web/user/permissions/', { message: 'success', data: { is_admin: 1, permissions: [] } });
    expect(await kit.affiliate.roles.permissions()).toEqual({ isManager: true, permissions: [] });
    expect(wireCalls(kit)[0]).toMatchObject({ method: 'GET', path: '/passport/aff/web/user/permissions/', query: { subject_aid: '77', aff_multi_login: '1' } });
  });

  it('without options sends neither subject_aid nor aff_multi_login', async () => {
    const kit = createTestKit({ features: [affiliate()] });
    kit.fetchMock.route('path:/passport/aff/web/role/list/', { message: 'success', data: { list: [] } });
    await kit.affiliate.roles.list();
    expect(Object.keys(wireCalls(kit)[0]!.query)).not.toContain('subject_aid');
    expect(Object.keys(wireCalls(kit)[0]!.query)).not.toContain('aff_multi_login');
  });

  it('is not there without affiliate(): kit.affiliate throws FEATURE_MISSING naming the feature', () => {
    const kit = createTestKit({ features: [account()] });
    expect(() => (kit as unknown as { affiliate: unknown }).affiliate).toThrow("kit.affiliate needs the affiliate() feature: add affiliate() to createCampaignKit's features");
  });

  it('is bundled only by a page that lists it', async () => {
    const kitPage = (features: string) =>
      `import { createCampaignKit, account, affiliate } from './composition/index';\n` +
      `const kit = createCampaignKit({ aid: 1, appId: '1', activityId: 'a', features: [${features}] });\nexport default kit;\n`;
    const without = await bundledFiles(kitPage('account()'));
    expect(without.filter((file) => file.startsWith('domain/affiliate/') || file.includes('affiliate.feature'))).toEqual([]);
    const withAffiliate = await bundledFiles(kitPage('account(), affiliate()'));
    expect(withAffiliate).toContain('domain/affiliate/affiliate-session.ts');
  }, 30_000);
});
