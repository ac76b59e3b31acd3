import { describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { CampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';
import { wireCalls } from '../support/routes';
import { rejection } from '../support/rejection';

const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });
const paths = (kit: TestKit) => wireCalls(kit).map((call) => call.path);
const serverFault = { name: 'CampaignKitError', code: 'SERVER', message: MESSAGES.systemError };

describe('a success answer without the ticket the next step needs stops the flow with SERVER', () => {
  it.each([
    ['an answer with no ticket', {}],
    ['an empty verify_ticket', { verify_ticket: '' }],
  ])('secondVerification.verify: %s', async (_, data) => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/account/verify/', ok(data));
    const error = await rejection(kit.account.secondVerification.verify('K-1', '1234'));
    expect(error).toBeInstanceOf(CampaignKitError);
    expect(error).toMatchObject(serverFault);
  });

  it('mobile.verifyOld: an answer with no ticket', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/account/verify/', ok());
    expect(await rejection(kit.account.mobile.verifyOld('1234'))).toMatchObject(serverFault);
  });

  it.each([
    ['value_ticket', { cancel_ticket: 'CT' }, ['/passport/web/account/verify/', '/passport/web/cancel_verify_way/']],
    ['cancel_ticket', { value_ticket: 'VAL' }, ['/passport/web/account/verify/', '/passport/web/cancel_verify_way/', '/passport/web/cancel/check/']],
  ])('cancellation.confirm: cancel_verify_way without %s sends nothing further', async (_, way, sent) => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/account/verify/', ok({ verify_ticket: 'VT' }));
    kit.fetchMock.route('path:/passport/web/cancel_verify_way/', ok(way));
    kit.fetchMock.route('path:/passport/web/cancel/check/', ok({ token: 'TK' }));
    kit.fetchMock.route('path:/passport/web/cancel/confirm/', ok());
    expect(await rejection(kit.account.cancellation.confirm('1234'))).toMatchObject(serverFault);
    expect(paths(kit)).toEqual(sent);
  });
});
