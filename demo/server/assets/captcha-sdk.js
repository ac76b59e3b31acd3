/*
 * The contract server's verification SDK: the same interface as the publisher's captcha script
 * (window.TTGCaptcha.init({ commonOptions }).render({ successCb, closeCb, errorCb })), posing a
 * real slide challenge: drag the piece to the gap; the drop is checked on the server.
 * Plain ES2019, no build step; served at /captcha/sdk.js.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL('/captcha/', script.src).toString() : '/captcha/';
  var TEXT = {
    zh: { title: '安全验证', hint: '拖动滑块，使拼图与缺口对齐', slider: '拖动滑块完成拼图', close: '关闭', retry: '验证失败，请重试', ok: '验证通过' },
    en: { title: 'Security check', hint: 'Drag the slider to fit the piece into the gap', slider: 'Drag to complete the puzzle', close: 'Close', retry: 'Try again', ok: 'Verified' },
  };

  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      if (!r.ok) throw new Error('captcha service answered ' + r.status);
      return r.json();
    });
  }

  function el(tag, className, attrs) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    return node;
  }

  function injectStyle() {
    if (document.getElementById('ttg-captcha-style')) return;
    var style = el('style', '', { id: 'ttg-captcha-style' });
    style.textContent =
      '.ttg-overlay{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:999999}' +
      '.ttg-dialog{background:#fff;color:#222;border-radius:10px;padding:16px;width:312px;font:14px/1.5 system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.3)}' +
      '.ttg-head{display:flex;justify-content:space-between;align-items:center;margin-bottom:8px}.ttg-head h2{font-size:16px;margin:0}' +
      '.ttg-close{border:0;background:none;font-size:14px;cursor:pointer;color:#555}' +
      '.ttg-stage{position:relative;width:280px;height:160px;margin:0 auto;border-radius:6px;overflow:hidden;background:#eee}' +
      '.ttg-stage img{display:block;user-select:none;-webkit-user-drag:none}.ttg-piece{position:absolute;left:0;box-shadow:0 0 6px rgba(0,0,0,.5);border-radius:6px}' +
      '.ttg-track{position:relative;width:280px;height:40px;margin:10px auto 0;background:#f1f3f6;border-radius:20px;touch-action:none}' +
      '.ttg-handle{position:absolute;top:0;left:0;width:44px;height:40px;border-radius:20px;background:#3a7afe;color:#fff;border:0;cursor:grab;font-size:18px}' +
      '.ttg-handle:focus-visible{outline:3px solid #111;outline-offset:2px}' +
      '.ttg-status{min-height:21px;margin:6px 0 0;text-align:center;color:#c0392b}.ttg-status[data-ok]{color:#1e8449}';
    document.head.appendChild(style);
  }

  function render(options, callbacks) {
    var t = TEXT[options.lang] || TEXT.zh;
    injectStyle();
    var overlay = el('div', 'ttg-overlay');
    var dialog = el('div', 'ttg-dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-label': t.title, 'data-subtype': options.subtype || 'slide' });
    var head = el('div', 'ttg-head');
    var title = el('h2');
    title.textContent = t.title;
    var close = el('button', 'ttg-close', { type: 'button' });
    close.textContent = t.close;
    head.appendChild(title);
    head.appendChild(close);
    var hint = el('p');
    hint.textContent = t.hint;
    var stage = el('div', 'ttg-stage');
    var background = el('img', '', { alt: '' });
    var piece = el('img', 'ttg-piece', { alt: '' });
    stage.appendChild(background);
    stage.appendChild(piece);
    var track = el('div', 'ttg-track');
    var handle = el('button', 'ttg-handle', { type: 'button', role: 'slider', 'aria-label': t.slider, 'aria-valuemin': '0', 'aria-valuenow': '0' });
    handle.textContent = '→';
    track.appendChild(handle);
    var status = el('p', 'ttg-status', { role: 'status' });
    dialog.appendChild(head);
    dialog.appendChild(hint);
    dialog.appendChild(stage);
    dialog.appendChild(track);
    dialog.appendChild(status);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);

    var challenge = null;
    var x = 0;
    var max = 236;
    var busy = false;
    var done = false;

    function place(value) {
      x = Math.max(0, Math.min(max, Math.round(value)));
      handle.style.left = x + 'px';
      piece.style.left = x + 'px';
      handle.setAttribute('aria-valuenow', String(x));
    }
    function finish() {
      done = true;
      overlay.remove();
    }
    function load() {
      place(0);
      return post('challenge', { subtype: options.subtype, detail: options.detail, aid: options.aid }).then(function (c) {
        challenge = c;
        max = c.width - c.piece;
        handle.setAttribute('aria-valuemax', String(max));
        background.src = c.background;
        background.width = c.width;
        background.height = c.height;
        piece.src = c.pieceImage;
        piece.style.top = c.pieceY + 'px';
        piece.width = c.piece;
        piece.height = c.piece;
      });
    }
    function submit() {
      if (busy || !challenge || done) return;
      busy = true;
      post('verify', { id: challenge.id, x: x })
        .then(function (result) {
          if (result.success) {
            status.textContent = t.ok;
            status.setAttribute('data-ok', '');
            finish();
            callbacks.successCb({ token: result.token });
            return undefined;
          }
          status.textContent = t.retry;
          return load();
        })
        .catch(function (error) {
          finish();
          callbacks.errorCb({ type: 'verify', message: String(error && error.message) });
        })
        .then(function () { busy = false; });
    }

    var dragFrom = null;
    handle.addEventListener('pointerdown', function (event) {
      dragFrom = event.clientX - x;
      handle.setPointerCapture(event.pointerId);
      status.textContent = '';
    });
    handle.addEventListener('pointermove', function (event) {
      if (dragFrom !== null) place(event.clientX - dragFrom);
    });
    handle.addEventListener('pointerup', function () {
      if (dragFrom === null) return;
      dragFrom = null;
      submit();
    });
    handle.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowRight') place(x + (event.shiftKey ? 10 : 1));
      else if (event.key === 'ArrowLeft') place(x - (event.shiftKey ? 10 : 1));
      else if (event.key === 'Enter') submit();
      else return;
      event.preventDefault();
    });
    close.addEventListener('click', function () {
      finish();
      callbacks.closeCb();
    });
    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        finish();
        callbacks.closeCb();
      }
    });
    load()
      .then(function () { handle.focus(); })
      .catch(function (error) {
        finish();
        callbacks.errorCb({ type: 'challenge', message: String(error && error.message) });
      });
  }

  window.TTGCaptcha = {
    init: function (config) {
      var options = (config && config.commonOptions) || {};
      return {
        render: function (callbacks) { render(options, callbacks); },
      };
    },
  };
})();
