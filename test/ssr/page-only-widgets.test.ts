import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCampaignKit } from '../../composition/create-campaign-kit';
import { media, poster } from '../../composition/features/index';
import { CampaignKitProvider, FrameSequence, Gachakon, MusicToggle, Poster, VideoPlayer, YouTubePlayer } from '../../ui-react/index';

// `kit.media` and `kit.poster` need a page (elements, a canvas): on a server kit, reading them
// throws UNSUPPORTED_PLATFORM. Their widgets use them after mounting, so they still render there.

const serverKit = () => createCampaignKit({ aid: 1128, appId: 'demo-app', activityId: 'demo-activity', apiOrigin: 'https://act.example.com', features: [media(), poster()] });

const WIDGETS: readonly (readonly [string, ReactElement, string])[] = [
  ['VideoPlayer', createElement(VideoPlayer, { uri: '/trailer.webm', caption: 'Trailer' }), 'ck-video__media'],
  ['VideoPlayer (popup)', createElement(VideoPlayer, { uri: '/trailer.webm', type: 'popup' }), 'ck-video-popup__opener'],
  ['YouTubePlayer', createElement(YouTubePlayer, { videoId: 'M7lc1UVf-VE', title: 'Trailer' }), 'ck-youtube__frame'],
  ['MusicToggle', createElement(MusicToggle, { uri: '/bgm.ogg' }), 'ck-music'],
  ['FrameSequence', createElement(FrameSequence, { images: ['/a.png', '/b.png'], alt: 'A chest' }), 'ck-frames'],
  ['Gachakon', createElement(Gachakon, { machine: 'machine', draw: () => 'reward' }), 'ck-gachakon__draw'],
  ['Poster', createElement(Poster, { description: { width: 60, height: 90, views: [] }, alt: 'Poster' }), 'ck-poster--busy'],
];

describe('the widgets over kit.media and kit.poster on a server kit (no window)', () => {
  it.each(WIDGETS)('%s renders its markup', (_, widget, className) => {
    expect(typeof window).toBe('undefined');
    const kit = serverKit();
    expect(() => kit.media).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_PLATFORM' }));
    expect(renderToString(createElement(CampaignKitProvider, { kit }, widget))).toContain(className);
    kit.destroy();
  });
});
