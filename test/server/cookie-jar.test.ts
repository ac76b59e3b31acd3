import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../demo/server/cookie-jar';

describe('CookieJar', () => {
  it('sends the kept cookies and keeps the ones the answer sets', async () => {
    const jar = new CookieJar({ passport_csrf_token: 'abc' });
    const seen: string[] = [];
    await jar.send(new Request('http://contract.test/a'), (request) => {
      seen.push(request.headers.get('cookie') ?? '');
      const response = new Response('{}');
      response.headers.append('set-cookie', 'ck_session=s1; Path=/; HttpOnly');
      response.headers.append('set-cookie', 'lang=en; Path=/');
      return response;
    });
    await jar.send(new Request('http://contract.test/b'), (request) => {
      seen.push(request.headers.get('cookie') ?? '');
      return new Response('{}');
    });
    expect(seen).toEqual(['passport_csrf_token=abc', 'passport_csrf_token=abc; ck_session=s1; lang=en']);
  });

  it('removes a cookie set with Max-Age=0 or an Expires in the past, and tells which are HttpOnly', () => {
    const jar = new CookieJar({ a: '1', b: '2', c: '3' });
    expect(jar.keep('a=; Max-Age=0; Path=/')).toMatchObject({ name: 'a', expired: true, httpOnly: false });
    expect(jar.keep('b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly')).toMatchObject({ name: 'b', expired: true, httpOnly: true });
    expect(jar.keep('c=4; Expires=Fri, 01 Jan 2100 00:00:00 GMT')).toMatchObject({ name: 'c', value: '4', expired: false });
    expect(jar.keep('no-name')).toBeUndefined();
    expect(jar.header()).toBe('c=4');
  });
});
