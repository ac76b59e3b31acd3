// A page that lists only account() and reservation(): SMS login and the reservation kit through
// createCampaignKit (the container is allowed here). Its bundle, lazy chunks included, must hold
// no qrcode, no axios, no provider login code and no poster maker (scripts/size/budget.json).
import { createCampaignKit, account, reservation } from 'campaign-kit';

const kit = createCampaignKit({
  aid: 1128,
  appId: 'demo-app',
  activityId: 'demo-activity',
  apiOrigin: location.origin,
  features: [account(), reservation()],
});
void kit.start();

const mobile = document.querySelector('#mobile');
document.querySelector('#code')?.addEventListener('click', () => void kit.account.sendCode(mobile?.value ?? ''));
document.querySelector('#reserve')?.addEventListener('click', async () => {
  const result = await kit.reservation.reserve();
  document.querySelector('#message').textContent = result.message;
});
