import { lazy, Suspense, useId, useRef } from 'react';
import { osOfUserAgent } from '../../domain/device/os';
import type { LoginWidgetModule, LoginWidgetSystem, PrivacyCheckbox } from '../../domain/login-widget/login-widget-rules';
import { LoginWidgetMachine, type LoginMode, type LoginWidgetEvent } from '../../domain/login-widget/login-widget.machine';
import { LoginWidgetModules, PrivacyCheckboxes } from './easy-login-modules';
import { useKitService } from '../shared/kit-services';
import { useBuiltFrom } from '../shared/use-built-from';
import { LoginModeTabs, loginModeTabId } from './login-mode-tabs';
import { MobileCodeForm } from './mobile-code-form';
import { CodeField } from './code-field';
import type { LoginModeFormProps } from './login-mode-form-props';
import { useMountTask } from '../shared/use-mount-task';
import { useEvents, useStateSource } from '../shared/use-state-source';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useErrorMessage } from '../i18n/use-error-message';
import { useTexts } from '../i18n/use-texts';
import { useWidgetLanguage } from '../i18n/widget-language';

// The password and email forms load when one of their tabs is first shown, so a page with the
// default SMS mode does not download them. If their chunk cannot be loaded, the tab panel shows
// the failure in the widget language and the SMS tab goes on working.
const LoginModeForms = lazy(() =>
  import('./login-mode-forms').catch((cause: unknown) => ({
    default: function LoadFailed() {
      return (
        <p className="ck-alert" role="alert">
          {useErrorMessage()(cause)}
        </p>
      );
    },
  })),
);

/**
 * Props of {@link EasyLogin}; the options are read when the widget mounts (and when it rebuilds
 * its machine for a new `account`, `reservation` or `device` service).
 */
export interface EasyLoginProps {
  /** Reserve as soon as a logged-in visitor is found, not only after a login. Defaults to `false`. */
  readonly autoReserve?: boolean;
  /** Mock mode: in the SMS and email modes this code logs in without the server; any other answers 验证码错误. */
  readonly mockCode?: string;
  /**
   * The login modes, one tab each in this order, the first selected: `'mobile'` (SMS code),
   * `'password'` (account and password), `'email'` (email code). Defaults to `['mobile']`. The forms
   * of the password and email modes load the first time one of their tabs is selected.
   * An unknown or repeated mode throws `INVALID_ARGUMENT` (unknown or repeated login mode) when the widget mounts.
   */
  readonly modes?: readonly LoginMode[];
  /** The callback: `reservation` (with `first_time`) or `login`, each with the resolved `system` (1 or 2). */
  readonly onEvent?: (event: LoginWidgetEvent) => void;
  /** Shows the short-video-app login button (refused inside weixin). Defaults to `false`. */
  readonly appLogin?: boolean;
  /** Optional text and radio modules, shown above the login button; texts are one string or one per language. */
  readonly modules?: readonly LoginWidgetModule[];
  /** Privacy checkboxes (labels with `[text@url]` links); logging in needs every one ticked, else `{id}:未勾选!`. */
  readonly privacy?: readonly PrivacyCheckbox[];
  /**
   * `'auto'` (the default: 2 on iOS, else 1), `1` (Android) or `2` (iOS); read back as
   * `system` in every `onEvent` event (no request carries it).
   * Anything else throws `INVALID_ARGUMENT` system字段格式有误 when the widget mounts.
   */
  readonly system?: LoginWidgetSystem;
  /** Called when the visitor picks an option of a radio module: the module's id and the option's value. */
  readonly onChoose?: (id: string, value: string) => void;
}

/**
 * The easy-login widget: a tab per login mode, the phone and code inputs, the
 * get-code button with its countdown, the page's optional text and radio modules, the privacy
 * checkboxes, the login button, the short-video-app login button (with `appLogin`) and the
 * widget's error in the widget language; once logged in, the username and a logout button.
 * Everything is reachable and operable by keyboard (arrow keys move between the tabs). Renders a
 * login widget machine it builds from the services of the nearest `CampaignKitProvider` and starts
 * on mount (Login widget): `account` (required), `reservation` when there (the reservation step),
 * and the os of `device` when there, else of the user agent (for `system: 'auto'`). A new
 * `account`, `reservation` or `device` (a new kit after hot reload) builds and starts a new machine.
 * @throws CampaignKitError `FEATURE_MISSING` when the provider has no `account` service.
 * @example
 * ```tsx
 * <EasyLogin
 *   modes={['mobile', 'password', 'email']}
 *   appLogin
 *   privacy={[{ id: 'agreement', label: { 'zh-CN': '我已阅读并同意[用户协议@/agreement]', en: 'I agree to the [User Agreement@/agreement]' } }]}
 *   onEvent={(event) => event.type === 'reservation' && showThanks(event.first_time)}
 * />
 * ```
 */
export function EasyLogin({ autoReserve, mockCode, modes, onEvent, appLogin, modules, privacy, system, onChoose }: EasyLoginProps) {
  const account = useKitService('account');
  const reservation = useKitService('reservation', { optional: true });
  const device = useKitService('device', { optional: true });
  const t = useTexts(WIDGET_TEXTS);
  const language = useWidgetLanguage();
  const message = useErrorMessage();
  const machine = useBuiltFrom(
    () => new LoginWidgetMachine({ account, reservation, os: device?.os ?? osOfUserAgent(userAgent()) }, { autoReserve, mockCode, modes, appLogin, modules, privacy, system }),
    [account, reservation, device],
  );
  const state = useStateSource(machine);
  const panelId = useId();
  useStartedMachine(machine, onEvent);

  const error = state.failure ? (
    <p className="ck-alert" role="alert">
      {message(state.failure)}
    </p>
  ) : null;

  // Until the login status is known the form shows, busy, with its actions off: most visitors are
  // logged out, and the page keeps its layout instead of swapping a placeholder for the form.
  const ready = state.phase !== 'not-ready';
  if (ready && state.login === 'logged-in') {
    return (
      <div className="ck-login ck-login--logged-in">
        <p className="ck-login__welcome">
          {t.welcome}
          <output className="ck-login__user" aria-label={t.currentUser}>
            <span data-page-copy="">{state.username}</span>
          </output>
        </p>
        <button type="button" className="ck-button ck-button--ghost" onClick={() => account.logout()}>
          {t.logout}
        </button>
        {error}
      </div>
    );
  }

  return (
    <div className="ck-login" aria-busy={!ready}>
      {ready ? null : (
        <p className="ck-visually-hidden" role="status">
          {t.loading}
        </p>
      )}
      <LoginModeTabs
        modes={state.modes}
        selected={state.mode}
        labels={t.modeTabs}
        panelId={panelId}
        onSelect={(mode) => machine.selectMode(mode)}
      />
      <div className="ck-login__panel" role="tabpanel" id={panelId} aria-labelledby={loginModeTabId(panelId, state.mode)}>
        <ModeForm
          mode={state.mode}
          machine={machine}
          state={state}
          texts={t}
          language={language}
          CodeField={CodeField}
          submit={
            <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={!ready || state.loggingIn} aria-busy={state.loggingIn}>
              {t.login}
            </button>
          }
        >
          <LoginWidgetModules machine={machine} onChoose={onChoose} />
          <PrivacyCheckboxes machine={machine} />
        </ModeForm>
        {state.appLogin ? (
          <button
            type="button"
            className="ck-button ck-button--outline ck-button--block ck-login__app"
            disabled={!ready || state.loggingIn}
            onClick={() => void machine.loginWithApp()}
          >
            {t.appLogin}
          </button>
        ) : null}
        {error}
      </div>
    </div>
  );
}

/** The selected mode's form; a lazy one shows a loading status until it has loaded. */
function ModeForm({ mode, ...props }: LoginModeFormProps & { readonly mode: LoginMode }) {
  if (mode === 'mobile') return <MobileCodeForm {...props} />;
  return (
    <Suspense fallback={<p role="status">{props.texts.loading}</p>}>
      <LoginModeForms mode={mode} {...props} />
    </Suspense>
  );
}

/** The browser's user agent; empty on the server. */
function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** Subscribes `onEvent` (always the latest one) to the machine's events, then starts each machine once. */
function useStartedMachine(machine: LoginWidgetMachine, onEvent: EasyLoginProps['onEvent']): void {
  const started = useRef<LoginWidgetMachine>(undefined);
  useEvents(machine.events$, (event) => onEvent?.(event));
  useMountTask(() => {
    if (started.current === machine) return;
    started.current = machine;
    void machine.start();
  }, [machine]);
}
