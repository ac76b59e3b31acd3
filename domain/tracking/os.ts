/** The os field of a tracking event, from the user agent: android, ios, or pc. */
export function osOf(userAgent: string): 'android' | 'ios' | 'pc' {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod|ios/i.test(userAgent)) return 'ios';
  return 'pc';
}
