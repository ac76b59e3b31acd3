// The YouTube wrapper by hand: the IFrame API through the script loader, the player built once
// the API is ready (retried every 100 ms).
import { PlayerRegistry, YouTubePlayer } from 'campaign-kit/media';
import { DomScriptLoaderAdapter, GlobalYouTubeAdapter, WindowClockAdapter } from 'campaign-kit/adapters';

const clock = new WindowClockAdapter();
const ports = { clock, scriptLoader: new DomScriptLoaderAdapter(document, clock), youtube: new GlobalYouTubeAdapter() };
const player = new YouTubePlayer(ports, new PlayerRegistry(), { videoId: 'M7lc1UVf-VE', target: document.querySelector('#trailer') });
document.querySelector('#stop').onclick = () => player.destroy();
