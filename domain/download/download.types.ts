import type { BridgeOutcome } from '../device/bridge-outcome';

/** The silent-download dialog versions. */
export type SilentDownloadVariant = 'old' | 'new';

/** The silent-download dialog's state. */
export interface SilentDownloadState {
  readonly open: boolean;
  readonly variant: SilentDownloadVariant;
  /** The new dialog's WiFi auto download toggle. On by default. */
  readonly wifiAutoDownload: boolean;
  /** The new dialog's SMS notification toggle (via the bound phone). On by default. */
  readonly smsNotification: boolean;
  /** True while the choice is being sent to the app. */
  readonly sending: boolean;
  /** How the last choice went (bridge codes). */
  readonly outcome?: BridgeOutcome;
}

/** Options of `DownloadService.init`. */
export interface DownloadServiceOptions {
  /** The unified game id the silent-download call enables. Without it the dialog is never offered. */
  readonly unifiedGameId?: string;
  /** The game id of the game-reservation call. Defaults to `unifiedGameId`. */
  readonly gameId?: string;
  /** Which dialog to show after a new reservation. Defaults to `'new'`. */
  readonly variant?: SilentDownloadVariant;
}
