import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, reservation } from '../../composition/features/index';
import { createTestKit } from '../../composition/testing';
import { PlayerRegistry } from '../../domain/media/player-registry';
import { YOUTUBE_API_URL, YouTubePlayer as YouTubeWrapper, type YouTubePlayerOptions } from '../../domain/media/youtube-player';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { VideoPlayer } from '../../ui-react/media/video-player';
import { YouTubePlayer } from '../../ui-react/media/youtube-player';
import { MilestoneCounter } from '../../ui-react/reservation/milestone-counter';
import { ReserveButton } from '../../ui-react/reservation/reserve-button';
import { CampaignKitProvider, useCampaignKit } from '../../ui-react/shared/campaign-kit-provider';
import { useKitService } from '../../ui-react/shared/kit-services';
import { createBackendKit, USERNAME } from './support/backend';
import { handBuiltAccountAndReservation, handBuiltMedia } from './support/hand-built';
import { easyLoginReady } from './support/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MOBILE = '13800000000';
const flush = () => act(async () => {});
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The easy-login widget's SMS login as a person does it: phone, get code, code, login; then the widget shows the user. */
async function logInBySms() {
  type('手机号', MOBILE);
  fireEvent.click(button('获取验证码'));
  expect(await screen.findByRole('button', { name: '60s' })).toBeTruthy();
  type('验证码', '1234');
  fireEvent.click(button('登录'));
  expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
}
/** The error a render threw, with React's report of it silenced. */
function renderError(ui: React.ReactNode): unknown {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(ui);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('CampaignKitProvider services={...}: widgets on services built by hand, without the container', () => {
  it('plays a YouTube video on a media service built by hand', async () => {
    const { media, clock, scriptLoader, youtube } = handBuiltMedia();
    scriptLoader.succeed(YOUTUBE_API_URL);
    youtube.ready = true;
    const { container, unmount } = render(
      <CampaignKitProvider services={{ media }}>
        <YouTubePlayer videoId="abc" title="预告片" />
      </CampaignKitProvider>,
    );
    await flush();
    act(() => clock.advance(100));
    await flush();
    expect(youtube.players).toHaveLength(1);
    expect(youtube.players[0]!.config).toMatchObject({ videoId: 'abc' });
    expect(container.querySelector('.ck-youtube__frame')?.contains(youtube.players[0]!.target as Node)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    expect(youtube.players[0]!.calls).toEqual(['destroy']);
  });

  it('plays a YouTube video on media holding only the youtube builder, and names the builder a widget lacks', async () => {
    const { clock, scriptLoader, youtube } = handBuiltMedia();
    scriptLoader.succeed(YOUTUBE_API_URL);
    youtube.ready = true;
    const registry = new PlayerRegistry();
    const media = { youtube: (options: YouTubePlayerOptions) => new YouTubeWrapper({ clock, scriptLoader, youtube }, registry, options) };
    render(
      <CampaignKitProvider services={{ media }}>
        <YouTubePlayer videoId="abc" title="预告片" />
      </CampaignKitProvider>,
    );
    await flush();
    act(() => clock.advance(100));
    await flush();
    expect(youtube.players).toHaveLength(1);
    cleanup();
    expect(renderError(<CampaignKitProvider services={{ media }}><VideoPlayer uri="/trailer.webm" /></CampaignKitProvider>)).toEqual(
      expect.objectContaining({ code: 'FEATURE_MISSING', message: expect.stringContaining('media.video') }),
    );
  });

  it('logs in, reserves and counts on account and reservation services built by hand over fetch-mock', async () => {
    const { account: accountService, reservation: reservationService, state, fetchMock } = handBuiltAccountAndReservation();
    render(
      <CampaignKitProvider services={{ account: accountService, reservation: reservationService }}>
        <EasyLogin />
        <ReserveButton />
        <MilestoneCounter>人已预约</MilestoneCounter>
      </CampaignKitProvider>,
    );
    await easyLoginReady();
    expect((await screen.findByLabelText('预约人数')).textContent).toBe('41');

    await logInBySms();
    // The widget reserves after the login; the button and the counter follow the shared service.
    expect(await screen.findByRole('button', { name: '已预约' })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('预约人数').textContent).toBe('42'));
    expect(reservationService.state.status).toBe('reserved');
    expect(state.reserved).toBe(true);
    // One login check, one count before and one after the reservation: the widgets share the services.
    const processes = fetchMock.callHistory.calls().map((call) => (JSON.parse(String(call.options.body ?? '{}')) as { process_id?: string }).process_id);
    expect(processes.filter((id) => id === 'reserve_count')).toHaveLength(2);
    expect(processes.filter((id) => id === 'reserve')).toHaveLength(1);
  });

  it('logs in without reserving when the widget\'s services hold no reservation (the README\'s way to turn it off)', async () => {
    const { account: accountService, state, fetchMock } = handBuiltAccountAndReservation();
    const events: string[] = [];
    render(
      <CampaignKitProvider services={{ account: accountService }}>
        <EasyLogin onEvent={(event) => events.push(event.type)} />
      </CampaignKitProvider>,
    );
    await easyLoginReady();
    await logInBySms();
    await waitFor(() => expect(events).toContain('login'));
    expect(events).not.toContain('reservation');
    expect(state.reserved).toBe(false);
    const processes = fetchMock.callHistory.calls().map((call) => (JSON.parse(String(call.options.body ?? '{}')) as { process_id?: string }).process_id);
    expect(processes).not.toContain('reserve');
  });

  it('throws FEATURE_MISSING naming both fixes when the service is missing, from services or from a kit without the feature', () => {
    const expected = expect.objectContaining({
      name: 'CampaignKitError',
      code: 'FEATURE_MISSING',
      message: expect.stringMatching(/media\(\) in createCampaignKit's features.*services=\{\{ media \}\} to <CampaignKitProvider>/),
    });
    expect(renderError(<CampaignKitProvider services={{}}><YouTubePlayer videoId="abc" title="t" /></CampaignKitProvider>)).toEqual(expected);
    cleanup();
    const kit = createTestKit({ features: [account()] });
    expect(renderError(<CampaignKitProvider kit={kit}><YouTubePlayer videoId="abc" title="t" /></CampaignKitProvider>)).toEqual(expected);
    cleanup();
    const { account: accountService } = handBuiltAccountAndReservation();
    expect(renderError(<CampaignKitProvider services={{ account: accountService }}><ReserveButton /></CampaignKitProvider>)).toEqual(
      expect.objectContaining({ code: 'FEATURE_MISSING', message: expect.stringContaining('services={{ reservation }}') }),
    );
  });

  it('counts a kit’s unlisted member as absent for optional reads, and gives the same services under kit={...} and services={kit}', () => {
    const kit = createTestKit({ features: [account()] });
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useKitService('reservation', { optional: true }), useKitService('account'), useKitService('i18n', { optional: true }));
      return null;
    }
    render(<CampaignKitProvider kit={kit}><Probe /></CampaignKitProvider>);
    render(<CampaignKitProvider services={kit}><Probe /></CampaignKitProvider>);
    expect(seen).toEqual([undefined, kit.account, kit.i18n, undefined, kit.account, kit.i18n]);
  });

  it('refuses both kit and services, or neither; useCampaignKit() needs a kit', () => {
    const kit = createTestKit({ features: [account(), reservation()] });
    const props = { kit, services: {} } as unknown as React.ComponentProps<typeof CampaignKitProvider>;
    expect(renderError(<CampaignKitProvider {...props} />)).toEqual(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    cleanup();
    function NeedsKit() {
      useCampaignKit();
      return null;
    }
    expect(renderError(<CampaignKitProvider services={{ reservation: kit.reservation }}><NeedsKit /></CampaignKitProvider>)).toEqual(
      expect.objectContaining({ code: 'NOT_INITIALIZED', message: expect.stringContaining('useKitService(name)') }),
    );
  });
});

describe('widgets follow a new kit or new services (hot reload replaces the kit)', () => {
  it('EasyLogin builds and starts a new machine on the new kit’s account', async () => {
    const first = createBackendKit();
    const second = createBackendKit({ loggedIn: true });
    const { rerender } = render(<CampaignKitProvider kit={first.kit}><EasyLogin /></CampaignKitProvider>);
    await easyLoginReady();
    const checks = (kit: typeof first.kit) => kit.fetchMock.callHistory.calls().filter((call) => call.url.includes('/passport/login_check')).length;
    expect(checks(first.kit)).toBe(1);

    rerender(<CampaignKitProvider kit={second.kit}><EasyLogin /></CampaignKitProvider>);
    // The second kit's visitor is logged in: the new machine asked the second kit's backend.
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(checks(second.kit)).toBeGreaterThan(0);
    expect(checks(first.kit)).toBe(1);
    fireEvent.click(button('退出登录'));
    expect(second.kit.page.navigations).toHaveLength(1);
    expect(first.kit.page.navigations).toHaveLength(0);
  });

  it('YouTubePlayer destroys the old service’s player and builds one on the new services', async () => {
    const first = handBuiltMedia();
    const second = handBuiltMedia();
    for (const media of [first, second]) {
      media.scriptLoader.succeed(YOUTUBE_API_URL);
      media.youtube.ready = true;
    }
    const { rerender } = render(<CampaignKitProvider services={{ media: first.media }}><YouTubePlayer videoId="abc" title="t" /></CampaignKitProvider>);
    await flush();
    act(() => first.clock.advance(100));
    await flush();
    expect(first.youtube.players).toHaveLength(1);

    rerender(<CampaignKitProvider services={{ media: second.media }}><YouTubePlayer videoId="abc" title="t" /></CampaignKitProvider>);
    await flush();
    act(() => second.clock.advance(100));
    await flush();
    expect(first.youtube.players[0]!.calls).toEqual(['destroy']);
    expect(second.youtube.players).toHaveLength(1);
  });

  it('a new services object holding the same services keeps the widget’s machine', async () => {
    const { account: accountService } = handBuiltAccountAndReservation();
    const privacy = [{ id: 'agreement', label: '我已阅读并同意用户协议' }];
    const { rerender } = render(<CampaignKitProvider services={{ account: accountService }}><EasyLogin privacy={privacy} /></CampaignKitProvider>);
    await easyLoginReady();
    fireEvent.click(screen.getByLabelText('我已阅读并同意用户协议'));
    expect(screen.getByLabelText<HTMLInputElement>('我已阅读并同意用户协议').checked).toBe(true);
    rerender(<CampaignKitProvider services={{ account: accountService }}><EasyLogin privacy={privacy} /></CampaignKitProvider>);
    await flush();
    // The tick is the machine's state: a new machine would have cleared it.
    expect(screen.getByLabelText<HTMLInputElement>('我已阅读并同意用户协议').checked).toBe(true);
    expect(button('获取验证码').disabled).toBe(false);
  });
});
