import { describe, expect, it } from 'vitest';
import { ACTIVITY_ID, APP_ID, createTestApp } from './helpers';

/** Seed user 李雷: reserved, share code LILEI888. */
const INVITER = { mobile: '13900000001', shareCode: 'LILEI888' };

async function data(answer: Response | Promise<Response>) {
  const body = (await (await answer).json()) as { code: number; data: { process_exec_code: number; copywriting: string; fission: { value: number } } };
  expect(body.code).toBe(0);
  return body.data;
}

describe('process/exec/v2 reads the arguments from extra_args or front_params (SPEC §3)', () => {
  it('takes front_params, a JSON string, when there is no extra_args', async () => {
    const t = createTestApp();
    const visitor = await t.login('13512347001');
    const run = (processId: string, frontParams: string, cookie: string) =>
      t.post(`/act/${APP_ID}/process/exec/v2`, { activity_id: ACTIVITY_ID, login_type: 'passport', process_id: processId, front_params: frontParams }, cookie);

    expect(await data(run('invite_check', JSON.stringify({ share_code: 'NOPE0000' }), visitor))).toMatchObject({ process_exec_code: 20001, copywriting: '邀请码无效' });
    expect(await data(run('invite_check', JSON.stringify({ share_code: INVITER.shareCode }), visitor))).toMatchObject({ process_exec_code: 0 });
    expect(await data(run('reserve', JSON.stringify({ share_code: INVITER.shareCode }), visitor))).toMatchObject({ process_exec_code: 0 });
    const inviter = await t.login(INVITER.mobile);
    expect((await data(t.exec('invited_count', inviter))).fission.value).toBe(1);
  });

  it('prefers extra_args when both come, and reads no arguments from a front_params that is not a JSON object', async () => {
    const t = createTestApp();
    const visitor = await t.login('13512347002');
    const run = (body: Record<string, unknown>) => t.post(`/act/${APP_ID}/process/exec/v2`, { activity_id: ACTIVITY_ID, process_id: 'invite_check', ...body }, visitor);

    expect(await data(run({ extra_args: { share_code: INVITER.shareCode }, front_params: '{"share_code":"NOPE0000"}' }))).toMatchObject({ process_exec_code: 0 });
    for (const frontParams of ['not json', '["LILEI888"]']) {
      expect(await data(run({ front_params: frontParams }))).toMatchObject({ process_exec_code: 20001 });
    }
  });
});
