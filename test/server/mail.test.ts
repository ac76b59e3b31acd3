import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const MAIL = { user_name: '小明', email: 'fan@example.com', content: '想要周边', activity: '预约', app_id: 'demo-app', activity_id: 'demo-activity' };

describe('contract server: email collection (SPEC §5, §7)', () => {
  it('accepts a mail with code 0 and keeps it for /__dev/mails until the platform reset', async () => {
    const { get, post } = createTestApp();
    expect(await (await post('/external_activity/common/mail/send', MAIL)).json()).toEqual({ code: 0, message: 'success' });
    expect(await (await get('/__dev/mails')).json()).toEqual([MAIL]);
    await post('/__dev/platform/reset', {});
    expect(await (await get('/__dev/mails')).json()).toEqual([]);
  });

  it.each(['email', 'app_id', 'activity_id'])('refuses a mail without %s', async (field) => {
    const { post } = createTestApp();
    const answer = (await (await post('/external_activity/common/mail/send', { ...MAIL, [field]: '' })).json()) as { code: number; message: string };
    expect(answer).toEqual({ code: 1, message: 'email, app_id and activity_id are required' });
  });

  it('refuses an email that is not an address', async () => {
    const { post } = createTestApp();
    expect(((await (await post('/external_activity/common/mail/send', { ...MAIL, email: 'nope' })).json()) as { code: number }).code).toBe(2);
  });

  it("judges the email by the kit's rule: 254 characters pass, 255 and a 40,000-character one are refused (issue 26)", async () => {
    const { post } = createTestApp();
    const codeFor = async (email: string) => ((await (await post('/external_activity/common/mail/send', { ...MAIL, email })).json()) as { code: number }).code;
    const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(await codeFor(addressOf(254))).toBe(0);
    expect(await codeFor(addressOf(255))).toBe(2);
    expect(await codeFor(`a@${'.a'.repeat(20_000)}@`)).toBe(2);
  });
});
