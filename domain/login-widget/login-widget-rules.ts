import { CampaignKitError } from '../../ports/errors';
import type { DeviceOs } from '../device/device.types';
import type { PageText } from '../i18n/texts';

/** The widget's `system` field: `'auto'` (from the device), `1` (Android) or `2` (iOS). */
export type LoginWidgetSystem = 'auto' | 1 | 2;

/** The message of a `system` field other than auto, 1 or 2. */
export const SYSTEM_FORMAT_MESSAGE = 'system字段格式有误';
/** The message template of a privacy checkbox left unticked; `{id}` is the checkbox's id. */
export const UNTICKED_TEMPLATE = '{id}:未勾选!';

/** A privacy checkbox the visitor must tick before logging in. */
export interface PrivacyCheckbox {
  /** Stable id; it names the checkbox in the unticked message. */
  readonly id: string;
  /** The label, with `[text@url]` link markup for the agreements. */
  readonly label: PageText;
  /** Ticked before the visitor acts. Defaults to `false`. */
  readonly checked?: boolean;
}

/** An optional module of the widget: a line of text, or a radio group. */
export type LoginWidgetModule =
  | { readonly type: 'text'; readonly id: string; readonly text: PageText }
  | {
      readonly type: 'radio';
      readonly id: string;
      readonly label: PageText;
      readonly options: readonly { readonly value: string; readonly label: PageText }[];
      /** The option chosen at first. Defaults to the first option. */
      readonly value?: string;
    };

/**
 * Resolves the `system` field: `1` or `2` as given, `'auto'` (the default) from the device (iOS 2, else 1).
 * @throws CampaignKitError `INVALID_ARGUMENT` system字段格式有误 for anything else.
 */
export function resolveSystem(system: unknown, os: DeviceOs | undefined): 1 | 2 {
  if (system === undefined || system === 'auto') return os === 'ios' ? 2 : 1;
  if (system === 1 || system === 2) return system;
  throw new CampaignKitError('INVALID_ARGUMENT', SYSTEM_FORMAT_MESSAGE);
}

/**
 * Checks that every privacy checkbox is ticked, in the order given.
 * @throws CampaignKitError `INVALID_ARGUMENT` `{id}:未勾选!` naming the first unticked one.
 */
export function checkPrivacyTicked(checkboxes: readonly PrivacyCheckbox[], ticked: Readonly<Record<string, boolean>>): void {
  const unticked = checkboxes.find((checkbox) => !ticked[checkbox.id]);
  if (unticked) throw new CampaignKitError('INVALID_ARGUMENT', UNTICKED_TEMPLATE.replace('{id}', unticked.id), { data: { id: unticked.id } });
}

/** The login modes the widget knows, in their usual order. */
export const LOGIN_MODES = ['mobile', 'password', 'email'] as const;

/** The message of a `modes` option with an unknown or repeated mode. */
export const LOGIN_MODES_MESSAGE = 'unknown or repeated login mode';

/**
 * Checks the `modes` option: known modes, each at most once.
 * @throws CampaignKitError `INVALID_ARGUMENT` {@link LOGIN_MODES_MESSAGE}.
 */
export function checkLoginModes(modes: readonly string[]): void {
  if (modes.some((mode, index) => !(LOGIN_MODES as readonly string[]).includes(mode) || modes.indexOf(mode) !== index)) {
    throw new CampaignKitError('INVALID_ARGUMENT', LOGIN_MODES_MESSAGE);
  }
}

/**
 * Checks the modules' and checkboxes' shape: non-empty unique ids, radio groups with options.
 * @throws CampaignKitError `INVALID_ARGUMENT` naming what is wrong.
 */
export function checkWidgetParts(modules: readonly LoginWidgetModule[], checkboxes: readonly PrivacyCheckbox[]): void {
  const ids = new Set<string>();
  for (const part of [...modules, ...checkboxes]) {
    if (typeof part?.id !== 'string' || part.id === '') throw new CampaignKitError('INVALID_ARGUMENT', 'a login widget module or checkbox has no id');
    if (ids.has(part.id)) throw new CampaignKitError('INVALID_ARGUMENT', `login widget id ${part.id} is used twice`);
    ids.add(part.id);
    if ('type' in part && part.type === 'radio' && !part.options?.length) throw new CampaignKitError('INVALID_ARGUMENT', `radio module ${part.id} has no options`);
  }
}
