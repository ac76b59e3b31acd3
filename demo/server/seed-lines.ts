import { seededAccounts } from './routes/affiliate';
import type { Seed } from './seed';

/**
 * What a person starting the server needs to try it: the seeded ids and affiliate accounts, where
 * SMS codes appear and where the dev page is (the caller prints where the server is first).
 */
export function seedLines(seed: Seed, url: string): string[] {
  return [
    ...seed.activities.map((activity) => `  activity: appId '${activity.app_id}', activityId '${activity.activity_id}'`),
    ...seed.users.map((user) => `  player: mobile ${user.mobile} (user ${user.user_id_str}); SMS codes are printed in the call log`),
    ...seededAccounts().map((line) => `  ${line}`),
    `  dev page: ${url}/__dev/ (codes, calls, reports, monitoring, sessions, reservations; forces the next answer)`,
  ];
}
