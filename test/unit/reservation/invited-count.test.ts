import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { process } from '../support/routes';

const EXEC = 'path:/act/test-app/process/exec/v2';

/** A kit whose invited_count process answers `data`. */
function kitAnswering(data: Record<string, unknown>) {
  const kit = createTestKit();
  kit.fetchMock.route(EXEC, process(data));
  return kit;
}

describe('the invited count (SPEC §3 fission value)', () => {
  it('reads the fission value', async () => {
    expect(await kitAnswering({ fission: { value: 3 } }).reservation.invitedCount()).toBe(3);
  });

  it('prefers the fission value over the data source output', async () => {
    expect(await kitAnswering({ fission: { value: '4' }, at_data_source_output: { code: 0, value: '9' } }).reservation.invitedCount()).toBe(4);
  });

  it('falls back to the data source output when there is no fission value', async () => {
    expect(await kitAnswering({ at_data_source_output: { code: 0, value: '7' } }).reservation.invitedCount()).toBe(7);
  });

  it('counts 0 when the answer has no count, or one that is not a number', async () => {
    expect(await kitAnswering({}).reservation.invitedCount()).toBe(0);
    expect(await kitAnswering({ fission: { value: 'many' } }).reservation.invitedCount()).toBe(0);
  });
});
