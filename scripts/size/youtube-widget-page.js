// The YouTube widget without the container: <YouTubePlayer> under <CampaignKitProvider services={{ media }}>,
// where media is built by hand from campaign-kit/media with the one builder the widget calls
// (youtube); no createCampaignKit and no container (its bundle must hold no inversify or
// reflect-metadata). A whole MediaService would bring every other player too (see budget.json's
// note). React and react-dom are the page's; the widget's styles are campaign-kit/react/media.css.
import 'campaign-kit/react/media.css';
import { PlayerRegistry, YouTubePlayer as YouTube } from 'campaign-kit/media';
import { DomScriptLoaderAdapter, GlobalYouTubeAdapter, WindowClockAdapter } from 'campaign-kit/adapters';
import { CampaignKitProvider, YouTubePlayer } from 'campaign-kit/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const clock = new WindowClockAdapter();
const ports = { clock, scriptLoader: new DomScriptLoaderAdapter(document, clock), youtube: new GlobalYouTubeAdapter() };
const registry = new PlayerRegistry();
const media = { youtube: (options) => new YouTube(ports, registry, options) };

createRoot(document.getElementById('trailer')).render(
  createElement(CampaignKitProvider, { services: { media } }, createElement(YouTubePlayer, { videoId: 'M7lc1UVf-VE', title: 'Trailer' })),
);
