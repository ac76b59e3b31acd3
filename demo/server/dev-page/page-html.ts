import { escapeHtml } from '../html-text';
import { BODY_LIMIT_BYTES, COLLECTION_CAPS } from '../state/limits';
import type { PhoneAddresses } from './network';
import { DEV_PAGE_LANGUAGES, DEV_PAGE_MESSAGES, type DevPageLanguage, type DevPageMessages } from './messages';

/** The languages' own names, for the switch. */
const LANGUAGE_NAMES: Readonly<Record<DevPageLanguage, string>> = { 'zh-CN': '中文', en: 'English' };

/**
 * A table under the heading `labelledBy`; the page's script fills its body `id`. It scrolls in its
 * own box, which takes the keyboard's focus so the arrow keys scroll it.
 */
function table(id: string, labelledBy: string, headers: readonly string[]): string {
  const cells = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  return `<div class="scroll" tabindex="0" role="group" aria-labelledby="${labelledBy}"><table aria-labelledby="${labelledBy}"><thead><tr>${cells}</tr></thead><tbody id="${id}" data-columns="${headers.length}"></tbody></table></div>`;
}

/** A section with its heading. */
function section(id: string, heading: string, body: string): string {
  return `<section aria-labelledby="${id}-heading"><h2 id="${id}-heading">${escapeHtml(heading)}</h2>${body}</section>`;
}

function field(id: string, label: string, input: string): string {
  return `<p class="field" id="${id}-field"><label for="${id}">${escapeHtml(label)}</label>${input}</p>`;
}

function forceForm(t: DevPageMessages): string {
  const kinds = (['error', 'delay', 'cut', 'captcha', 'second'] as const).map((kind, index) => {
    const label = { error: t.forceError, delay: t.forceDelay, cut: t.forceCut, captcha: t.forceCaptcha, second: t.forceSecond }[kind];
    return `<label class="choice"><input type="radio" name="kind" value="${kind}"${index === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  });
  return `<form id="force-form" class="form">
<fieldset><legend>${escapeHtml(t.forceKind)}</legend>${kinds.join('')}</fieldset>
${field('force-path', t.forcePath, '<input id="force-path" name="path" list="seen-paths" autocomplete="off" spellcheck="false"><datalist id="seen-paths"></datalist>')}
${field('force-status', t.forceStatus, '<input id="force-status" name="status" type="number" min="200" max="599" step="1" value="500" required>')}
${field('force-body', t.forceBody, '<textarea id="force-body" name="body" rows="3" spellcheck="false"></textarea>')}
${field('force-delay', t.forceDelayMs, '<input id="force-delay" name="delayMs" type="number" min="0" max="600000" step="100" value="3000" required>')}
${field('force-process', t.forceProcess, '<input id="force-process" name="processId" autocomplete="off" spellcheck="false">')}
<p><button type="submit">${escapeHtml(t.forceSubmit)}</button></p>
<p id="force-result" class="result" role="status"></p>
</form>
<h3 id="forced-heading">${escapeHtml(t.forcePending)}</h3><ul id="forced" aria-labelledby="forced-heading"></ul>`;
}

function settingsForm(t: DevPageMessages): string {
  return `<form id="config-form" class="form">
${field('config-captcha-rate', t.captchaRate, '<input id="config-captcha-rate" name="captchaRate" type="number" min="0" max="1" step="0.05" required>')}
${field('config-code-ttl', t.codeTtl, '<input id="config-code-ttl" name="codeTtlMs" type="number" min="1" step="1000" required>')}
<p><button type="submit">${escapeHtml(t.save)}</button></p>
<p id="config-result" class="result" role="status"></p>
</form>
<p><button type="button" id="reset" aria-describedby="reset-hint">${escapeHtml(t.reset)}</button></p>
<p id="reset-hint" class="hint">${escapeHtml(t.resetHint)}</p>`;
}

const fill = (text: string, values: Readonly<Record<string, string | number>>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The caps of state/limits.ts, each collection by its name. */
function limitsSection(t: DevPageMessages): string {
  const names: Readonly<Record<keyof typeof COLLECTION_CAPS, string>> = {
    reports: t.capReports, monitorBatches: t.capMonitorBatches, shortLinks: t.capShortLinks, oauthGrants: t.capOauthGrants, qrSessions: t.capQrSessions, mails: t.capMails, calls: t.capCalls,
  };
  const items = Object.entries(COLLECTION_CAPS).map(([name, cap]) => `<li>${escapeHtml(fill(t.capItem, { what: names[name as keyof typeof COLLECTION_CAPS], cap }))}</li>`);
  return `<p>${escapeHtml(fill(t.limitsIntro, { kb: BODY_LIMIT_BYTES / 1024 }))}</p><ul id="limits">${items.join('')}</ul>`;
}

/** Where a phone on the network opens the page and points its API, or why it cannot yet. */
function phoneSection(t: DevPageMessages, phone: PhoneAddresses): string {
  const loopback = phone.loopback ? `<p id="phone-loopback">${escapeHtml(fill(t.phoneLoopback, { host: phone.host ?? '' }))}</p>` : '';
  if (phone.origins.length === 0) return `${loopback}<p>${escapeHtml(t.phoneNone)}</p>`;
  return `${loopback}<p>${escapeHtml(t.phoneAddresses)}</p><ul id="phone-addresses">${phone.origins.map((origin) => `<li><code>${escapeHtml(origin)}</code></li>`).join('')}</ul>`;
}

/**
 * The dev page in `language`: headings, tables and controls, in the language's texts; every value
 * is put in by its script, as text, but the limits and the phone addresses, which the server knows
 * when it answers (`phone`). `token` (the dev token the page was opened with, if any) goes
 * on the addresses the page loads, which are behind the same guard.
 */
export function devPageHtml(language: DevPageLanguage, token: string | undefined, phone: PhoneAddresses): string {
  const t = DEV_PAGE_MESSAGES[language];
  const withToken = (address: string) => (token === undefined ? address : `${address}${address.includes('?') ? '&' : '?'}dev_token=${encodeURIComponent(token)}`);
  const switcher = DEV_PAGE_LANGUAGES.map((other) => {
    const current = other === language ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(withToken(`?lang=${other}`))}" lang="${other}" hreflang="${other}"${current}>${LANGUAGE_NAMES[other]}</a></li>`;
  }).join('');
  // Data, not code: a JSON block runs nothing, so the Content-Security-Policy needs no exception.
  const texts = JSON.stringify(t).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${escapeHtml(withToken('/__dev/page.css'))}">
<script type="application/json" id="dev-page-texts">${texts}</script>
<script src="${escapeHtml(withToken('/__dev/page.js'))}" defer></script>
</head>
<body>
<header>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<nav aria-label="${escapeHtml(t.language)}"><ul class="languages">${switcher}</ul></nav>
<p id="connection" role="status"></p>
</header>
<main>
${section('codes', t.codes, table('codes', 'codes-heading', [t.codeTo, t.code, t.channel, t.service, t.sentAt, t.expiresAt, t.state]))}
${section('force', t.force, forceForm(t))}
${section('calls', t.calls, table('calls', 'calls-heading', [t.time, t.method, t.path, t.status, t.duration]))}
${section('reports', t.reports, table('reports', 'reports-heading', [t.receivedAt, t.event, t.eventId, t.deliveries]))}
${section('monitor', t.monitor, `<p id="monitor-totals"></p>
<h3 id="errors-heading">${escapeHtml(t.monitorErrors)}</h3>${table('errors', 'errors-heading', [t.kind, t.error, t.count, t.lastSeen])}
<h3 id="batches-heading">${escapeHtml(t.monitorBatches)}</h3>${table('batches', 'batches-heading', [t.receivedAt, t.via, t.events, t.repeated])}`)}
${section('sessions', t.sessions, table('sessions', 'sessions-heading', [t.user, t.mobile, t.session]))}
${section('reservations', t.reservations, `<p id="reservation-total"></p>${table('reservations', 'reservations-heading', [t.user, t.mobile, t.invitedBy, t.invites])}`)}
${section('settings', t.settings, settingsForm(t))}
${section('phone', t.phone, phoneSection(t, phone))}
${section('limits', t.limits, limitsSection(t))}
</main>
</body>
</html>
`;
}
