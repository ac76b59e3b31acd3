import { describe, expect, it } from 'vitest';
import { reportingPage, ReportServer } from './report-harness';

const PAGE = 'https://campaign.test/spring?launch_from=banner&from_source=ad&launch_way=push&activity_link_id=L-3&server_id=s1';

describe('what a report carries (shark_report body and its event fields)', () => {
  it("carries the init's activity type, form, channel app id and page id, and the page's launch parameters", async () => {
    const server = new ReportServer();
    const { service, page, settle } = reportingPage(server, {
      init: { aid: 1128, activityType: 'reserve', activityForm: 'h5', channelAppId: 'ch-9', pageId: 'p-2' },
    });
    page.replaceUrl(PAGE);
    service.identify({ userId: 'u-1', loginType: 'mobile' });
    await service.track('act_H5_open', { extra_field: 'x' });
    await settle();
    const [body] = server.received;
    expect(body).toMatchObject({
      channel_app_id: 'ch-9',
      launch_from: 'banner',
      launch_way: 'push',
      page_id: 'p-2',
      url: PAGE,
      login_type: 'mobile',
      activity_id: 'b',
      shark_params: {
        header: { aid: 1128, app_id: 'a', zone: 'cn' },
        params: {
          event: 'act_H5_open',
          aid: 1128,
          user_unique_id: 'u-1',
          passport_id: 'u-1',
          launch_from: 'banner',
          server_id: 's1',
          activity_type: 'reserve',
          activity_id: 'b',
          activity_link_id: 'L-3',
          activity_form: 'h5',
          extra_field: 'x',
        },
      },
    });
  });

  it('reads launch_from from from_source when the page has no launch_from', () => {
    const { service, page } = reportingPage(new ReportServer());
    page.replaceUrl('https://campaign.test/?from_source=ad');
    expect(service.fields().launch_from).toBe('ad');
  });

  it('replaces a stored session id that is not 32 characters with a new one of lower-case letters and digits', () => {
    const { service, storage } = reportingPage(new ReportServer());
    storage.set('session', 'session_id', 'short');
    const id = service.sessionId();
    expect(id).toMatch(/^[a-z0-9]{32}$/);
    expect(storage.get('session', 'session_id')).toBe(id);
  });
});
