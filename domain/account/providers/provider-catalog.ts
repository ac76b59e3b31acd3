import type { ProviderDefinition, ProviderSetting } from './provider-settings';

type DefinitionModule = Promise<{ readonly definition: ProviderDefinition }>;

/** Each provider's module, imported on its first login (or return): a page pays only for the providers its visitors use. */
const CATALOG: Readonly<Record<ProviderSetting['type'], () => DefinitionModule>> = {
  apple: () => import('./catalog/apple'),
  facebook: () => import('./catalog/facebook'),
  google: () => import('./catalog/google'),
  kakao: () => import('./catalog/kakao'),
  line: () => import('./catalog/line'),
  douyin: () => import('./catalog/douyin'),
  toutiao: () => import('./catalog/toutiao'),
  tiktok: () => import('./catalog/tiktok'),
  twitter: () => import('./catalog/twitter'),
  vk: () => import('./catalog/vk'),
  weibo: () => import('./catalog/weibo'),
};

/** How `type` is asked: its authorize address, client parameter, scope and token kind. */
export async function loadProviderDefinition(type: ProviderSetting['type']): Promise<ProviderDefinition> {
  return (await CATALOG[type]()).definition;
}
