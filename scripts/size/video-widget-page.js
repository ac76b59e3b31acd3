// The video widget without the container: an inline <VideoPlayer> and a popup one under
// <CampaignKitProvider services={{ media }}>, where media is built by hand from campaign-kit/media
// with the one builder the widget calls (video); no createCampaignKit and no container (its bundle
// must hold no inversify or reflect-metadata). A whole MediaService would bring every other player
// too (see budget.json's note). React and react-dom are the page's; the widget's styles are
// campaign-kit/react/media.css.
import 'campaign-kit/react/media.css';
import { PlayerRegistry, VideoPlayer as Video } from 'campaign-kit/media';
import { HtmlMediaElementsAdapter, WindowClockAdapter, WindowMediaEnvironmentAdapter } from 'campaign-kit/adapters';
import { CampaignKitProvider, VideoPlayer } from 'campaign-kit/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const ports = { clock: new WindowClockAdapter(), elements: new HtmlMediaElementsAdapter(), environment: new WindowMediaEnvironmentAdapter() };
const registry = new PlayerRegistry();
const media = { video: (options) => new Video(ports, registry, options) };

createRoot(document.getElementById('trailer')).render(
  createElement(
    CampaignKitProvider,
    { services: { media } },
    createElement(VideoPlayer, { uri: '/trailer.webm', poster: '/trailer.jpg', caption: 'Trailer' }),
    createElement(VideoPlayer, { type: 'popup', uri: '/teaser.webm', caption: 'Teaser' }),
  ),
);
