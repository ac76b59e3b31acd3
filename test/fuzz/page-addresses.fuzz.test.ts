import fc from 'fast-check';
import { describe } from 'vitest';
import { FakePage } from '../../adapters/fake/fake-page';
import { readReturn, returnError, stripReturn } from '../../domain/account/providers/oauth-return';
import { contentHost } from '../../domain/content/content-hosts';
import { fromSourceOf } from '../../domain/layout/footer-rules';
import { pageProcessContext } from '../../domain/reservation/process-context';
import { isNonProductionHost } from '../../domain/servers/environment-filter';
import { credentialNames, redactUrl } from '../../domain/shared/redaction';
import { addressOf, readParam, readParams, withParams } from '../../domain/shared/url';
import { addressText, pageAddress } from './support/page-addresses';
import { ruleProperty } from './support/rule-property';

// The page addresses the kit parses (query, hash, provider returns): only CampaignKitError, no
// call over 50 ms.

describe('page parameters', () => {
  ruleProperty('readParam, readParams, withParams and addressOf', fc.tuple(pageAddress, addressText), ([url, name]) => [
    readParam(url, 'share_code'),
    readParam(url, name),
    readParams(url),
    withParams(url, { share_code: name, open_id: undefined }),
    addressOf(url, { keep: ['share_code', 'lang', name], set: { auto_auth: 'true' } }),
  ]);
  ruleProperty('pageProcessContext (open_id, role_id, ... for process calls)', pageAddress, (url) => pageProcessContext(new FakePage({ url }), { activityId: 'act' }));
  ruleProperty('fromSourceOf and isNonProductionHost', fc.tuple(pageAddress, fc.array(addressText, { maxLength: 3 })), ([url, internalHosts]) => [
    fromSourceOf(undefined, url),
    isNonProductionHost(url, internalHosts),
  ]);
  ruleProperty('contentHost', fc.tuple(pageAddress, fc.array(addressText, { maxLength: 3 })), ([url, internalHosts]) => contentHost(url, { internalHosts }));
  ruleProperty('redactUrl (what monitoring records of an address)', pageAddress, (url) => redactUrl(url, credentialNames()));
});

describe('provider returns', () => {
  ruleProperty('readReturn, returnError and stripReturn', pageAddress, (url) => {
    const params = readReturn(url);
    return [params && returnError(params), stripReturn(url)];
  });
});
