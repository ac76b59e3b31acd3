import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake';
import { MailService } from '../../../domain/mail/mail.service';
import { isCampaignKitError } from '../../../ports';

const PATH = 'https://api.test/external_activity/common/mail/send';

describe('MailService (SPEC §5, §7)', () => {
  it('POSTs user_name, email, content, activity, app_id and activity_id', async () => {
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route(PATH, { code: 0, data: null, message: 'success' });
    await new MailService({ http }, 'https://api.test').send({ email: 'fan@example.com', appId: 'game-1', activityId: 'spring', userName: '小明', content: '想要周边', activity: '预约' });
    const call = fetchMock.callHistory.lastCall(PATH)!;
    expect(call.options.method?.toUpperCase()).toBe('POST');
    expect(JSON.parse(String(call.options.body))).toEqual({ user_name: '小明', email: 'fan@example.com', content: '想要周边', activity: '预约', app_id: 'game-1', activity_id: 'spring' });
  });

  it.each([
    [{ appId: '1', activityId: 'a' }],
    [{ email: 'a@b.co', activityId: 'a' }],
    [{ email: 'a@b.co', appId: '1' }],
  ])('requires email, app_id and activity_id: %j is refused without a call', async (submission) => {
    const { http, fetchMock } = createFakeHttp();
    const error: unknown = await new MailService({ http }, 'https://api.test').send(submission as never).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'INVALID_ARGUMENT')).toBe(true);
    expect((error as Error).message).toBe('email collection requires email, app_id and activity_id');
    expect(fetchMock.callHistory.calls()).toHaveLength(0);
  });

  it('refuses an email that is not an address', async () => {
    const { http } = createFakeHttp();
    await expect(new MailService({ http }, 'https://api.test').send({ email: 'not mail', appId: '1', activityId: 'a' })).rejects.toThrow('email is not an address');
  });

  it("fails with the server's message when code is not 0", async () => {
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route(PATH, { code: 3, message: '今日已提交' });
    await expect(new MailService({ http }, 'https://api.test').send({ email: 'a@b.co', appId: '1', activityId: 'a' })).rejects.toThrow('今日已提交');
  });
});
