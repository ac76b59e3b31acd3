import { describe, expect, it } from 'vitest';
import { NavigatorBeaconAdapter } from '../../adapters/browser';
import { FakeBeacon } from '../../adapters/fake';
import { beaconContract } from './beacon.contract';

beaconContract('NavigatorBeaconAdapter over navigator.sendBeacon', () => {
  const sent: { url: string; body: string }[] = [];
  let accept = true;
  const navigator = {
    sendBeacon(url: string, data?: BodyInit | null) {
      if (!accept) return false;
      sent.push({ url, body: String(data) });
      return true;
    },
  };
  return { beacon: new NavigatorBeaconAdapter(navigator), sent: () => sent, refuse: () => (accept = false) };
});

beaconContract('FakeBeacon', () => {
  const beacon = new FakeBeacon();
  return { beacon, sent: () => beacon.sent, refuse: () => (beacon.accept = false) };
});

describe('NavigatorBeaconAdapter', () => {
  it('says false where sendBeacon throws (an invalid url) or the webview has none', () => {
    const throwing = {
      sendBeacon(): boolean {
        throw new TypeError('Illegal invocation');
      },
    };
    expect(new NavigatorBeaconAdapter(throwing).send('https://api.example.com/r', '{}')).toBe(false);
    expect(new NavigatorBeaconAdapter({}).send('https://api.example.com/r', '{}')).toBe(false);
  });
});

describe('FakeBeacon', () => {
  it('passes each accepted beacon to onSend, as a server would receive it', () => {
    const heard: string[] = [];
    const beacon = new FakeBeacon({ onSend: (url, body) => heard.push(`${url} ${body}`) });
    beacon.send('https://api.example.com/r', '{}');
    beacon.accept = false;
    beacon.send('https://api.example.com/r', '{"refused":true}');
    expect(heard).toEqual(['https://api.example.com/r {}']);
  });
});
