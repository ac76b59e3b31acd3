import type { ApiClient } from '../http/api-client';

/** /web_b/account/login's sdk_app_id defaults to 1782. */
export const DEFAULT_SDK_APP_ID = 1782;
/** /web/account/login's channel_id defaults to bsdkintl. */
export const DEFAULT_CHANNEL_ID = 'bsdkintl';

/** A game account a login returned (user_id, token, platform). */
export interface GameUser {
  readonly user_id: string;
  readonly token: string;
  readonly platform?: string;
}

function users(data: unknown): GameUser[] {
  const list = (data as { users?: unknown } | undefined)?.users;
  return Array.isArray(list)
    ? list.map((user: { user_id?: unknown; token?: unknown; platform?: unknown }) => ({
        user_id: String(user.user_id ?? ''),
        token: String(user.token ?? ''),
        platform: typeof user.platform === 'string' ? user.platform : undefined,
      }))
    : [];
}

/** What `webBLogin` sends: the os, whether to create the game user, extras and the SDK app id. */
export interface WebBLoginInput {
  readonly os?: string;
  readonly isCreate?: 0 | 1;
  readonly extras?: Readonly<Record<string, unknown>>;
  readonly sdkAppId?: number;
}

/** What `webLogin` sends: a game user's id and token, whether to create it, and the channel. */
export interface WebLoginInput {
  readonly userId: string;
  readonly token: string;
  readonly isCreate?: 0 | 1;
  readonly channelId?: string;
}

/**
 * `kit.account.games`: the game-account logins. Their code is imported on the first call; before
 * the account's `init` they reject with CampaignKitError `NOT_INITIALIZED`.
 */
export interface AccountGames {
  /**
   * POST /web_b/account/login: the logged-in passport user's game accounts.
   * @throws CampaignKitError `SERVER` (code not 0), `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  webBLogin(input?: WebBLoginInput): Promise<GameUser[]>;
  /**
   * POST /web/account/login with a game user's id and token.
   * @throws CampaignKitError `SERVER`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  webLogin(input: WebLoginInput): Promise<GameUser[]>;
}

/** The game-account logins (/web_b/account/login, /web/account/login), form-encoded. */
export class GameAccountApi implements AccountGames {
  constructor(
    readonly client: ApiClient,
    readonly aid: number,
  ) {}

  /**
   * POST /web_b/account/login: the logged-in passport user's game accounts.
   * @throws CampaignKitError `SERVER` (code not 0), `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  async webBLogin(input: WebBLoginInput = {}): Promise<GameUser[]> {
    const { data } = await this.client.activity<unknown>({
      method: 'POST',
      path: '/web_b/account/login',
      encoding: 'form',
      body: { sdk_app_id: input.sdkAppId ?? DEFAULT_SDK_APP_ID, aid: this.aid, os: input.os, is_create: input.isCreate ?? 0, extras: input.extras },
    });
    return users(data);
  }

  /**
   * POST /web/account/login with a game user's id and token.
   * @throws CampaignKitError `SERVER`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  async webLogin(input: WebLoginInput): Promise<GameUser[]> {
    const { data } = await this.client.activity<unknown>({
      method: 'POST',
      path: '/web/account/login',
      encoding: 'form',
      body: { channel_id: input.channelId ?? DEFAULT_CHANNEL_ID, aid: this.aid, user_id: input.userId, token: input.token, is_create: input.isCreate ?? 0 },
    });
    return users(data);
  }
}
