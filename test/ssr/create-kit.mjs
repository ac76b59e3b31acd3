// Creates kits from the built entries in plain Node, as server rendering would: no window, no
// document, no jsdom. Argument: `esm` (import) or `cjs` (require). Prints one JSON object of what
// each step gave, `{ ok: true, value }` or `{ ok: false, error: { name, code, message } }`, for
// test/ssr/create-kit.test.ts to judge. A browser global touched on the way throws a
// ReferenceError, which shows up as such in the output.
import { createRequire } from 'node:module';

const format = process.argv[2] === 'cjs' ? 'cjs' : 'esm';
const require = createRequire(import.meta.url);
const load = (specifier) => (format === 'cjs' ? require(specifier) : import(specifier));

const unhandled = [];
process.on('unhandledRejection', (reason) => unhandled.push(describe(reason)));

function describe(error) {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error) };
  return { name: error.name, code: error.code, message: error.message, campaignKitError: error instanceof kitModule.CampaignKitError, stack: error.name === 'CampaignKitError' ? undefined : error.stack };
}

function attempt(action) {
  try {
    return { ok: true, value: action() };
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
}

async function settle(action) {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
}

const kitModule = await load('campaign-kit');
const adapters = await load('campaign-kit/adapters');
const react = await load('campaign-kit/react');
const testing = await load('campaign-kit/testing');
const React = await load('react');
const { renderToString } = await load('react-dom/server');

const { createCampaignKit, account, reservation, tracking, consent, share, poster, siteConfig, navBar, download } = kitModule;
const ids = { aid: 1128, appId: '1000', activityId: 'spring-2027' };
const cookieTypes = [{ key: 'necessary', name: 'Necessary', required: true, cookies: [] }];

/** Answers every call with an empty success envelope and records it: no network. */
const calls = [];
const transport = {
  async request(request) {
    calls.push(`${request.method} ${request.url}`);
    return { status: 200, headers: {}, data: { code: 0, error_code: 0, message: 'success', data: {} } };
  },
};

const everyFeature = () => [
  account(),
  reservation(),
  tracking({ zone: 'cn' }),
  consent({ cookieTypes }),
  share(),
  poster(),
  siteConfig({ gameId: 1 }),
  navBar(),
  download(),
];

const result = { format, entries: {}, withoutApiOrigin: {}, members: {}, calls: {}, start: {}, render: {} };
for (const [name, entry] of Object.entries({ 'campaign-kit': kitModule, 'campaign-kit/adapters': adapters, 'campaign-kit/react': react, 'campaign-kit/testing': testing })) {
  result.entries[name] = Object.keys(entry).length;
}

// Without apiOrigin there is no address to call: a CampaignKitError that says to pass it.
result.withoutApiOrigin.account = attempt(() => createCampaignKit({ ...ids, features: [account()] }));
result.withoutApiOrigin.every = attempt(() => createCampaignKit({ ...ids, features: everyFeature() }));
result.withoutApiOrigin.none = attempt(() => createCampaignKit({ ...ids, features: [] }));

// With apiOrigin and the default (fetch) transport: the kit is built; nothing is sent yet.
const plain = attempt(() => createCampaignKit({ ...ids, apiOrigin: 'https://act.example.com', features: everyFeature() }));
result.defaultTransport = plain.ok ? { ok: true, value: plain.value.features } : plain;
if (plain.ok) plain.value.destroy();

// With apiOrigin, every feature and a transport that answers: read every member, call a few.
const kit = createCampaignKit({ ...ids, apiOrigin: 'https://act.example.com', transport, features: everyFeature() });
for (const member of ['features', 'settings', 'device', 'i18n', 'account', 'reservation', 'tracking', 'consent', 'share', 'poster', 'siteConfig', 'navBar', 'download', 'mail']) {
  const read = attempt(() => kit[member]);
  result.members[member] = read.ok ? { ok: true, value: read.value === undefined ? 'undefined' : typeof read.value } : read;
}
result.calls['account.state'] = attempt(() => typeof kit.account.state);
result.calls['account.logout'] = await settle(() => kit.account.logout());
result.calls['reservation.state'] = attempt(() => typeof kit.reservation.state);
result.calls['consent.state'] = attempt(() => kit.consent.state.status);
result.calls['share.link'] = attempt(() => kit.share.link('facebook', { url: 'https://act.example.com/', title: 'Spring', description: 'Reserve now', image: 'https://act.example.com/card.png' }));
result.calls['device.os'] = attempt(() => kit.device.os);
result.calls['i18n.language'] = attempt(() => typeof kit.i18n.language);

// The React tree renders to a string on this kit.
const tree = React.createElement(
  react.CampaignKitProvider,
  { kit },
  React.createElement(react.EasyLogin, null),
  React.createElement(react.CookieConsent, { consent: kit.consent }),
);
result.render.easyLoginAndConsent = attempt(() => renderToString(tree).length);

// start() runs the start-up effects; on the server it resolves.
result.start.every = await settle(() => kit.start());
result.start.again = await settle(() => kit.start());
kit.destroy();

const pageless = createCampaignKit({ ...ids, apiOrigin: 'https://act.example.com', transport, features: [account(), reservation(), tracking({ zone: 'cn' }), consent({ cookieTypes }), share(), navBar(), download()] });
result.start.withoutPageFeatures = await settle(() => pageless.start());
pageless.destroy();

await new Promise((resolve) => setTimeout(resolve, 50));
result.calls.sent = calls;
result.unhandledRejections = unhandled;
console.log(JSON.stringify(result));
