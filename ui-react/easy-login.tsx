import { useEffect, useId, useRef, useState } from 'react';
import type { LoginMode, LoginWidgetEvent, LoginWidgetMachine } from '../domain/login-widget/login-widget.machine';
import { useCampaignKit } from './campaign-kit-provider';
import { LoginModeTabs, loginModeTabId } from './login-mode-tabs';
import { MobileCodeForm } from './mobile-code-form';
import { useMountTask } from './use-mount-task';
import { useStateSource } from './use-state-source';
import { WIDGET_TEXTS } from '../domain/i18n/widget-texts';
import { useWidgetLanguage } from './i18n/widget-language';

/** Props of {@link EasyLogin}; the options are read once, when the widget mounts. */
export interface EasyLoginProps {
  /** Reserve as soon as a logged-in visitor is found, not only after a login (SPEC §4). Defaults to `false`. */
  readonly autoReserve?: boolean;
  /** Mock mode (SPEC §9): this code logs in without the server; any other answers 验证码错误. */
  readonly mockCode?: string;
  /** The SPEC §4 callback: `reservation` (with `first_time`) or `login`. */
  readonly onEvent?: (event: LoginWidgetEvent) => void;
}

/**
 * The easy-login widget of SPEC §2: a tab per login mode, the phone and code inputs, the
 * get-code button with its countdown, the login button and the widget's error; once logged in,
 * the username and a logout button. Renders a login widget machine it creates from the kit of
 * the nearest `CampaignKitProvider` and starts on mount (SPEC §4 Login widget).
 * @example
 * ```tsx
 * <EasyLogin onEvent={(event) => event.type === 'reservation' && showThanks(event.first_time)} />
 * ```
 */
export function EasyLogin({ autoReserve, mockCode, onEvent }: EasyLoginProps) {
  const kit = useCampaignKit();
  const t = WIDGET_TEXTS[useWidgetLanguage()];
  const [machine] = useState(() => kit.createLoginWidget({ autoReserve, mockCode }));
  const state = useStateSource(machine);
  const panelId = useId();
  useStartedMachine(machine, onEvent);

  const error = state.error ? (
    <p className="ck-alert" role="alert">
      {state.error}
    </p>
  ) : null;

  // Until the login status is known the form shows, busy, with its actions off: most visitors are
  // logged out, and the page keeps its layout instead of swapping a placeholder for the form.
  const ready = state.phase !== 'not-ready';
  if (ready && state.login === 'logged-in') {
    return (
      <div className="ck-login ck-login--signed-in">
        <p className="ck-login__welcome">
          {t.welcome}
          <output className="ck-login__user" aria-label={t.currentUser}>
            {state.username}
          </output>
        </p>
        <button type="button" className="ck-button ck-button--ghost" onClick={() => kit.account.logout()}>
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
        labels={{ mobile: t.mobileCodeLogin } satisfies Record<LoginMode, string>}
        label={t.loginModes}
        panelId={panelId}
        onSelect={(mode) => machine.selectMode(mode)}
      />
      <div className="ck-login__panel" role="tabpanel" id={panelId} aria-labelledby={loginModeTabId(panelId, state.mode)}>
        <MobileCodeForm machine={machine} />
        {error}
      </div>
    </div>
  );
}

/** Subscribes `onEvent` (always the latest one) to the machine's events, then starts the machine once. */
function useStartedMachine(machine: LoginWidgetMachine, onEvent: EasyLoginProps['onEvent']): void {
  const latest = useRef(onEvent);
  const started = useRef(false);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const subscription = machine.events$.subscribe((event) => latest.current?.(event));
    return () => subscription.unsubscribe();
  }, [machine]);
  useMountTask(() => {
    if (started.current) return;
    started.current = true;
    void machine.start();
  }, [machine]);
}
