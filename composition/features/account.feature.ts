import { AccountService } from '../../domain/account/account.service';
import { LoginWidgetMachine, type LoginWidgetOptions } from '../../domain/login-widget/login-widget.machine';
import type { Feature, KitParts } from '../feature';
import type { AccountOptions } from './account.options';
import { featureOptions } from './feature-options';
import { challengesPart } from './passport.module';

export type { AccountOptions, VerificationOptions } from './account.options';

/** What {@link account} adds to the kit. */
export interface AccountMembers {
  /** Logging in by every method, the account state, binding, password, cancellation and logout. */
  readonly account: AccountService;
  /** A new easy-login widget state machine over this kit's account (and reservation, when listed). */
  createLoginWidget(options?: LoginWidgetOptions): LoginWidgetMachine;
}

/**
 * Logging in and the account: `kit.account`. Only the single-sign-on code login is
 * bundled with the page; the passport web logins, QR, app authorisation, providers, account
 * management and the verification widget are imported on first use.
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', features: [account({ captcha })] });
 * await kit.account.sendCode('13800000000');
 * ```
 */
export function account(options: AccountOptions = {}): Feature<'account', AccountMembers, Pick<KitParts, 'challenges' | 'challengeOptions'>> {
  options = featureOptions('account', options);
  return {
    name: 'account',
    members: {
      account: (ctx) => {
        const { settings, ports } = ctx;
        return new AccountService(
          {
            http: ports.http,
            page: ports.page,
            clock: ports.clock,
            storage: ports.storage,
            challenges: ctx.get('challenges'),
            scriptLoader: ports.scriptLoader,
            signer: ports.signer,
            bridge: ports.bridge,
            random: ports.random,
            popup: ports.popup,
          },
          {
            aid: settings.aid,
            navigationOrigins: settings.navigationOrigins,
            appId: settings.appId,
            activityId: settings.activityId,
            apiOrigin: settings.apiOrigin,
            ssoOrigin: settings.ssoOrigin,
            passport: settings.passport,
            sms: options.sms,
            countdownSeconds: options.countdownSeconds,
            appAuth: options.appAuth,
            providers: ctx.find('providerPlugin'),
            // The account cache's server and role lists come from the servers feature when listed.
            lists: ctx.find('servers'),
          },
        );
      },
      createLoginWidget: (ctx) => (widgetOptions) =>
        new LoginWidgetMachine({ account: ctx.get('account'), reservation: ctx.find('reservation'), os: ctx.get('device').os }, widgetOptions),
    },
    parts: {
      challenges: challengesPart,
      challengeOptions: () => options,
    },
  };
}
