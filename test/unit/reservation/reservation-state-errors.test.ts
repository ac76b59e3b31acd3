import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { activity, process } from '../support/routes';

const EXEC = 'path:/act/test-app/process/exec/v2';

/** A logged-in visitor, not reserved; `shareCode` answers the share_code process. */
function kitWith(shareCode: () => ReturnType<typeof process>) {
  const kit = createTestKit();
  let reserved = false;
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: '7001' }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '7001' } } });
  kit.fetchMock.route(EXEC, (call) => {
    const { process_id } = JSON.parse(String(call.options.body)) as { process_id: string };
    if (process_id === 'reserve_status') return process({ at_data_source_output: { code: 0, value: reserved ? '1' : '0' } });
    if (process_id === 'share_code') return shareCode();
    if (process_id === 'reserve') reserved = true;
    return process({ fission: { value: 1 } });
  });
  return kit;
}

describe('reservation state when a step after the reservation fails (SPEC §4 reservation kit, step 5)', () => {
  it('keeps the reservation when the share code cannot be loaded, and says why in the state', async () => {
    const kit = kitWith(() => process({ process_exec_code: 40001, copywriting: '稍后再试' }));
    expect(await kit.reservation.reserve()).toEqual({ reserved: true, widthCode: false, message: 'success', code: 0 });
    expect(kit.reservation.state).toMatchObject({ status: 'reserved', error: { code: 'PROCESS', message: '稍后再试' } });
    expect(kit.reservation.state.share).toBeUndefined();
  });

  it('clears the error of an earlier attempt when the visitor checks again', async () => {
    let failing = true;
    const kit = kitWith(() => (failing ? process({ process_exec_code: 40001 }) : process({ at_data_source_output: { code: 0, value: 'MYCODE01' } })));
    await kit.reservation.reserve();
    expect(kit.reservation.state.error).toMatchObject({ code: 'PROCESS', message: '系统出错' });
    failing = false;
    expect(await kit.reservation.refresh()).toBe(true);
    expect(kit.reservation.state.error).toBeUndefined();
    expect(kit.reservation.state).toMatchObject({ status: 'reserved', invitedCount: 1, share: { originCode: 'MYCODE01' } });
  });
});
