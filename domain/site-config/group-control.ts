import { GROUP_CONTROL_ACTIONS, type Advertisement, type GroupControlAction, type SiteConfigFailure } from './site-config.types';

/** The advertisement title that carries group-control actions. */
export const SETTING_TITLE = 'setting';

/**
 * The group-control actions in the `setting` advertisements, in order, and what could not be
 * read (content that is not a JSON array of actions, an action name).
 */
export function readActions(advertisements: readonly Advertisement[]): { actions: GroupControlAction[]; failures: SiteConfigFailure[] } {
  const actions: GroupControlAction[] = [];
  const failures: SiteConfigFailure[] = [];
  for (const ad of advertisements) {
    if (ad.title !== SETTING_TITLE) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(ad.content ?? '');
    } catch (error) {
      failures.push({ reason: 'malformed-config', error });
      continue;
    }
    for (const entry of Array.isArray(parsed) ? parsed : [parsed]) {
      const action = toAction(entry);
      if (typeof action === 'string') failures.push({ reason: action, action: entry as GroupControlAction });
      else actions.push(action);
    }
  }
  return { actions, failures };
}

function toAction(entry: unknown): GroupControlAction | 'malformed-config' | 'unknown-action' {
  if (typeof entry !== 'object' || entry === null) return 'malformed-config';
  const { action, content, pids } = entry as Record<string, unknown>;
  if (typeof content !== 'string') return 'malformed-config';
  if (!GROUP_CONTROL_ACTIONS.includes(action as never)) return 'unknown-action';
  const pidList = Array.isArray(pids) ? pids.map(String) : undefined;
  return { action: action as GroupControlAction['action'], content, pids: pidList };
}

/** An action applies to the pages its pids list; none listed means every page. */
export function appliesTo(action: GroupControlAction, pid: string | undefined): boolean {
  if (!action.pids || action.pids.length === 0) return true;
  return pid !== undefined && action.pids.includes(pid);
}
