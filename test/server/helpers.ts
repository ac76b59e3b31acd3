import { createContractApp, type ContractAppOptions } from '../../demo/server/app';

/** The browser's side of the obfuscation: each char code XOR 5, as 2-digit hex (SPEC §5). */
export function mix(plain: string): string {
  return [...plain].map((char) => (char.charCodeAt(0) ^ 5).toString(16).padStart(2, '0')).join('');
}

export const APP_ID = 'demo-app';
export const ACTIVITY_ID = 'demo-activity';

/** A contract app with a hand-moved clock, no captcha unless asked, and its log lines kept. */
export function createTestApp(options: ContractAppOptions = {}) {
  let time = Date.UTC(2026, 0, 1);
  const logs: string[] = [];
  const { app, store } = createContractApp({
    captchaRate: 0,
    now: () => time,
    log: (line) => logs.push(line),
    ...options,
  });

  const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });
  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  const sendCode = (mobile: string, captcha?: string) =>
    get(`/send_activation_code/v2/?${new URLSearchParams({
      mobile: mix(mobile),
      type: '24',
      fp: '',
      aid: '1128',
      mix_mode: '1',
      ...(captcha === undefined ? {} : { captcha }),
    })}`);

  const quickLogin = (mobile: string, code: string) =>
    get(`/quick_login/v2/?${new URLSearchParams({
      mobile: mix(mobile),
      code: mix(code),
      service: 'http://127.0.0.1/page',
      aid: '1128',
      mix_mode: '1',
    })}`);

  const smsCode = async (mobile: string): Promise<string> => {
    const answer = (await (await get(`/__dev/sms/${mobile}`)).json()) as { code: string };
    return answer.code;
  };

  /** Logs the mobile in through the real calls; returns the `cookie` header value to send on. */
  const login = async (mobile: string): Promise<string> => {
    await sendCode(mobile);
    const answer = await quickLogin(mobile, await smsCode(mobile));
    const session = /ck_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '');
    if (!session) throw new Error(`no session cookie for ${mobile}`);
    return `ck_session=${session[1]}`;
  };

  const exec = (processId: string, cookie?: string, extraArgs: Record<string, unknown> = {}) =>
    post(
      `/act/${APP_ID}/process/exec/v2`,
      {
        activity_id: ACTIVITY_ID,
        login_type: 'mobile',
        channel_app_id: '',
        process_id: processId,
        extra_args: extraArgs,
        did: '',
        platform: 'pc',
        launch_from: '',
        from_source: '',
        share_url: '',
      },
      cookie,
    );

  return {
    app,
    store,
    logs,
    advance: (ms: number) => {
      time += ms;
    },
    get,
    post,
    sendCode,
    quickLogin,
    smsCode,
    login,
    exec,
  };
}
