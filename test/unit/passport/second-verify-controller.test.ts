import { describe, expect, it } from 'vitest';
import { createSecondVerifyController } from '../../../domain/passport/second-verify-controller';
import type { CampaignKitError } from '../../../ports/errors';

const challenge = { errorCode: 2046, description: '二次验证', smsCodeKey: 'K-9', verifyWays: ['mobile_sms'] };

describe('createSecondVerifyController (the SecondVerifyPort behind <SecondVerifyDialog>)', () => {
  it('publishes the demand, resolves with the ticket, and clears', async () => {
    const controller = createSecondVerifyController();
    const pending = controller.verify(challenge);
    expect(controller.state).toMatchObject({ challenge, round: 1 });
    controller.answer('VT');
    expect(await pending).toEqual({ verifyTicket: 'VT' });
    expect(controller.state.challenge).toBeUndefined();
  });

  it('close rejects SECOND_VALID with the sms_code_key; a newer demand closes the older one', async () => {
    const controller = createSecondVerifyController();
    const first = controller.verify(challenge).catch((e: CampaignKitError) => e);
    const second = controller.verify({ ...challenge, smsCodeKey: 'K-10' }).catch((e: CampaignKitError) => e);
    expect(await first).toMatchObject({ code: 'SECOND_VALID', message: 'SECOND_VALID', data: { sms_code_key: 'K-9' } });
    controller.close();
    expect(await second).toMatchObject({ code: 'SECOND_VALID', data: { sms_code_key: 'K-10' } });
    controller.close();
    expect(controller.state.round).toBe(2);
  });
});
