import type { ShareInfo, ShareNetwork } from './share.types';

/**
 * The share-link address of a social network for `info` ('Facebook, Twitter and Line links').
 *
 * | network | address |
 * |---|---|
 * | facebook | `https://www.facebook.com/sharer/sharer.php?u={url}` |
 * | twitter | `https://twitter.com/intent/tweet?url={url}&text={title}` |
 * | line | `https://social-plugins.line.me/lineit/share?url={url}` |
 */
export function shareLink(network: ShareNetwork, info: Pick<ShareInfo, 'url' | 'title'>): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: info.url })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ url: info.url, text: info.title })}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?${new URLSearchParams({ url: info.url })}`;
  }
}
