import { describe, expect, it } from 'vitest';
import { FakeGoogleTag } from '../../../adapters/fake/index';
import { consentSignals, connectGoogleConsentMode, defaultConsentParams, signalRules, type GoogleConsentModeOptions } from '../../../domain/consent/google-consent-mode';
import type { ConsentDecision } from '../../../domain/consent/consent.types';
import { CONFIG, consentOnFakes } from './fixtures';

const MAPPED: GoogleConsentModeOptions = { signals: { analytics_storage: ['analytics'], ad_storage: ['ads'], ad_user_data: ['ads'], ad_personalization: ['ads'] } };
const ALL_DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const ALL_GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
const signalsFor = (decision: ConsentDecision, options: GoogleConsentModeOptions = MAPPED) => consentSignals(decision, signalRules(options, CONFIG));

describe('Consent Mode signals from the cookie switches', () => {
  it('maps each signal to its cookie keys: granted once decided with every key on', () => {
    expect(signalsFor({ status: 'accepted', granted: ['session', 'analytics'] })).toEqual({ ...ALL_DENIED, analytics_storage: 'granted' });
    expect(signalsFor({ status: 'accepted', granted: ['session', 'ads'] })).toEqual({ ...ALL_GRANTED, analytics_storage: 'denied' });
    expect(signalsFor({ status: 'accepted', granted: ['session', 'analytics', 'ads'] })).toEqual(ALL_GRANTED);
  });

  it('denies every signal while the visitor has not decided', () => {
    expect(signalsFor({ status: 'pending', granted: ['session', 'analytics', 'ads'] })).toEqual(ALL_DENIED);
  });

  it('a signal mapped to a locked cookie follows any decision, a rejection included (the page said so)', () => {
    const options = { signals: { analytics_storage: ['session'] } };
    expect(signalsFor({ status: 'rejected', granted: ['session'] }, options)).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('by default each signal needs every cookie the visitor may turn off and an acceptance: all or nothing', () => {
    expect(signalsFor({ status: 'accepted', granted: ['session', 'analytics', 'ads'] }, {})).toEqual(ALL_GRANTED);
    expect(signalsFor({ status: 'accepted', granted: ['session', 'analytics'] }, {})).toEqual(ALL_DENIED);
    expect(signalsFor({ status: 'rejected', granted: ['session'] }, {})).toEqual(ALL_DENIED);
  });

  it('by default, with only locked cookies, Accept All grants and Reject All denies', () => {
    const locked = { cookieTypes: [{ name: 'Necessary', cookies: [{ key: 'session', name: 'sid', allowChange: false }] }] };
    const rules = signalRules({}, locked);
    expect(consentSignals({ status: 'accepted', granted: ['session'] }, rules)).toEqual(ALL_GRANTED);
    expect(consentSignals({ status: 'rejected', granted: ['session'] }, rules)).toEqual(ALL_DENIED);
  });

  it('refuses a malformed mapping with INVALID_ARGUMENT naming it', () => {
    const refusal = (options: unknown) => {
      try {
        signalRules(options as GoogleConsentModeOptions, CONFIG);
      } catch (error) {
        return { code: (error as { code?: string }).code, message: (error as Error).message };
      }
      return undefined;
    };
    expect(refusal({ signals: { ad_storage: ['_ga'] } })).toEqual({ code: 'INVALID_ARGUMENT', message: 'consent init fail, googleConsentMode signals.ad_storage names an unknown cookie key: _ga' });
    expect(refusal({ signals: { ad_storage: [] } })).toEqual({ code: 'INVALID_ARGUMENT', message: 'consent init fail, googleConsentMode signals.ad_storage must list cookie keys' });
    expect(refusal({ signals: { security_storage: ['session'] } })?.message).toMatch(/security_storage is not one of ad_storage, ad_user_data/);
    expect(refusal({ waitForUpdateMs: -1 })?.message).toBe('consent init fail, googleConsentMode waitForUpdateMs must be 0 or more ms, got -1');
    expect(refusal({ regions: 'DE' })?.message).toBe('consent init fail, googleConsentMode regions must be a list of ISO 3166-2 codes');
    expect(refusal(null)?.code).toBe('INVALID_ARGUMENT');
  });
});

describe('Consent Mode commands', () => {
  it('the default denies every signal, waits 500 ms for an update, and names regions only when given', () => {
    expect(defaultConsentParams({})).toEqual({ ...ALL_DENIED, wait_for_update: 500 });
    expect(defaultConsentParams({ waitForUpdateMs: 2000, regions: ['DE', 'US-CA'] })).toEqual({ ...ALL_DENIED, wait_for_update: 2000, region: ['DE', 'US-CA'] });
  });

  it('queues the default at once, then an update for each decision that changes a signal', () => {
    const { consent } = consentOnFakes();
    const tag = new FakeGoogleTag();
    const stop = connectGoogleConsentMode(consent.consent$, consent.config, MAPPED, tag);
    expect(tag.commands).toEqual([{ action: 'default', params: { ...ALL_DENIED, wait_for_update: 500 } }]);

    consent.acceptAll();
    consent.rejectAll();
    consent.openPanel();
    consent.toggle('analytics');
    consent.save();
    expect(tag.commands.slice(1)).toEqual([
      { action: 'update', params: ALL_GRANTED },
      { action: 'update', params: ALL_DENIED },
      { action: 'update', params: { ...ALL_DENIED, analytics_storage: 'granted' } },
    ]);

    stop();
    consent.acceptAll();
    expect(tag.commands).toHaveLength(4);
  });

  it('on a return visit queues the default, then an update from the stored decision', () => {
    const { consent, reload } = consentOnFakes();
    consent.openPanel();
    consent.toggle('analytics');
    consent.toggle('ads');
    consent.save();

    const again = reload();
    const tag = new FakeGoogleTag();
    connectGoogleConsentMode(again.consent$, again.config, MAPPED, tag);
    expect(tag.commands).toEqual([
      { action: 'default', params: { ...ALL_DENIED, wait_for_update: 500 } },
      { action: 'update', params: { ...ALL_DENIED, analytics_storage: 'granted' } },
    ]);
  });
});
