// The dev page's script (GET /__dev/page.js, see demo/server/dev-page/): reads GET /__dev/state
// every second and shows it, every value as text (textContent, never HTML); its forms call the
// dev doors with JSON. Its texts come from the page (the server's catalogue, in the page's language).
'use strict';
(() => {
  const POLL_MS = 1000;
  const texts = JSON.parse(document.getElementById('dev-page-texts').textContent);
  const language = document.documentElement.lang;
  // A page opened from another machine with ?dev_token= sends it on with every call.
  const token = new URLSearchParams(location.search).get('dev_token');
  /** The fields each kind of forced answer uses, besides the path. */
  const FIELDS = { error: ['force-process', 'force-status', 'force-body'], delay: ['force-process', 'force-delay'], cut: ['force-process'], captcha: [], second: [] };

  const byId = (id) => document.getElementById(id);
  const format = (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  const time = (ms) => new Date(ms).toLocaleTimeString(language, { hour12: false });

  /** Calls a dev door: GET without a body, else POST with it as JSON; the answer, or an Error with the door's message. */
  async function call(path, body) {
    const headers = { ...(token && { 'x-dev-token': token }), ...(body !== undefined && { 'content-type': 'application/json' }) };
    const response = await fetch(`/__dev/${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(typeof answer.message === 'string' ? answer.message : `HTTP ${response.status}`);
    return answer;
  }

  function setText(id, text) {
    const element = byId(id);
    if (element.textContent !== text) element.textContent = text;
  }

  /** Says `text` in a status region, again even when it is the same words (emptied first, filled a moment later). */
  function announce(id, text) {
    byId(id).textContent = '';
    setTimeout(() => (byId(id).textContent = text), 100);
  }

  function cellRow(cells) {
    const tr = document.createElement('tr');
    for (const cell of cells) {
      const td = document.createElement('td');
      td.textContent = String(cell);
      tr.append(td);
    }
    return tr;
  }

  function fillRows(id, rows) {
    const body = byId(id);
    if (rows.length > 0) return body.replaceChildren(...rows.map(cellRow));
    const td = document.createElement('td');
    td.colSpan = Number(body.dataset.columns);
    td.className = 'empty';
    td.textContent = texts.nothing;
    const tr = document.createElement('tr');
    tr.append(td);
    body.replaceChildren(tr);
  }

  function fillList(id, items) {
    const list = byId(id);
    list.replaceChildren(...(items.length ? items : [texts.nothing]).map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  }

  /** A setting's input shows the server's value, unless the person is editing it. */
  function showSetting(id, value) {
    const input = byId(id);
    if (input.dataset.shown === String(value) || document.activeElement === input) return;
    input.value = String(value);
    input.dataset.shown = String(value);
  }

  function forcedText(forced) {
    const parts = [
      forced.status !== undefined && format('forcedStatus', { status: forced.status }),
      forced.delayMs !== undefined && format('forcedDelay', { ms: forced.delayMs }),
      forced.cut && texts.forcedCut,
    ];
    const target = `${forced.path ?? texts.anyCall}${forced.processId ? ` (${forced.processId})` : ''}`;
    return `${target}: ${parts.filter(Boolean).join(', ')}`;
  }

  function render(state) {
    fillRows('codes', state.codes.map((code) => [code.to, code.code, texts[code.channel], texts[code.service], time(code.sentAt), time(code.expiresAt), texts[code.state]]));
    fillRows('calls', state.calls.map((call) => [time(call.at), call.method, call.path, call.status, call.ms]));
    fillRows('reports', state.reports.map((report) => [time(report.receivedAt), report.event, report.eventId ?? '', report.deliveries]));
    setText('monitor-totals', format('monitorTotals', state.monitor));
    fillRows('errors', state.monitor.errors.map((error) => [error.kind, error.what, error.count, time(error.lastAt)]));
    const eventCounts = (events) => Object.entries(events).map(([type, count]) => `${type} × ${count}`).join(', ');
    fillRows('batches', state.monitor.recent.map((batch) => [time(batch.receivedAt), batch.via, eventCounts(batch.events), batch.repeated]));
    fillRows('sessions', state.sessions.map((session) => [session.userId, session.mobile, session.session]));
    setText('reservation-total', format('reservationTotal', state.reservations));
    fillRows('reservations', state.reservations.users.map((user) => [user.userId, user.mobile, user.invitedBy ?? '—', user.invites]));
    const demands = state.demands.map((demand) => `${demand.path ?? texts.anyCall}: ${texts[demand.kind === 'captcha' ? 'forceCaptcha' : 'forceSecond']}`);
    fillList('forced', [...state.forced.map(forcedText), ...demands]);
    const paths = [...new Set(state.calls.map((call) => call.path).filter((path) => !path.startsWith('/__dev/')))].sort();
    byId('seen-paths').replaceChildren(...paths.map((path) => Object.assign(document.createElement('option'), { value: path })));
    showSetting('config-captcha-rate', state.config.captchaRate);
    showSetting('config-code-ttl', state.config.codeTtlMs);
  }

  let shown = '';
  async function poll() {
    try {
      const response = await fetch('/__dev/state', { headers: token ? { 'x-dev-token': token } : {}, cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      setText('connection', texts.live);
      if (text !== shown) {
        shown = text;
        render(JSON.parse(text));
      }
    } catch {
      setText('connection', texts.lost);
    }
    setTimeout(poll, POLL_MS);
  }

  /** Shows the fields the chosen kind of forced answer uses, and takes the others out of the form. */
  function showKindFields() {
    const kind = byId('force-form').elements.kind.value;
    for (const id of Object.values(FIELDS).flat()) {
      const used = FIELDS[kind].includes(id);
      byId(`${id}-field`).hidden = !used;
      byId(id).disabled = !used;
    }
  }

  /** The door and body that queue the form's forced answer, or undefined when the body is not JSON. */
  function forceRequest(form) {
    const kind = form.elements.kind.value;
    const path = form.elements.path.value.trim() || undefined;
    if (kind === 'captcha' || kind === 'second') return ['passport/demand', { kind, path }];
    const processId = form.elements.processId.value.trim() || undefined;
    if (kind === 'delay') return ['next-response', { path, processId, delayMs: Number(form.elements.delayMs.value) }];
    if (kind === 'cut') return ['next-response', { path, processId, cut: true }];
    const raw = form.elements.body.value.trim();
    if (!raw) return ['next-response', { path, processId, status: Number(form.elements.status.value) }];
    try {
      return ['next-response', { path, processId, status: Number(form.elements.status.value), body: JSON.parse(raw) }];
    } catch {
      return undefined;
    }
  }

  /** Calls a dev door and says how it went in the status region `resultId`: the text `done`, or the door's refusal. */
  async function send(resultId, door, body, done) {
    try {
      await call(door, body);
      announce(resultId, texts[done]);
    } catch (error) {
      announce(resultId, format('failed', { message: error.message }));
    }
  }

  /** Sends a form's request (`request(form)`: [door, body], or undefined for a body that is not JSON) when it is submitted. */
  function onSubmit(form, resultId, request, done) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const [door, body] = request(form) ?? [];
      if (door) void send(resultId, door, body, done);
      else announce(resultId, texts.badJson);
    });
  }

  const forceForm = byId('force-form');
  forceForm.addEventListener('change', showKindFields);
  showKindFields();
  onSubmit(forceForm, 'force-result', forceRequest, 'queued');
  const configForm = byId('config-form');
  onSubmit(configForm, 'config-result', (form) => ['config', { captchaRate: Number(form.elements.captchaRate.value), codeTtlMs: Number(form.elements.codeTtlMs.value) }], 'saved');
  byId('reset').addEventListener('click', () => void send('config-result', 'reset', {}, 'resetDone'));
  void poll();
})();
