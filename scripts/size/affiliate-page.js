// The affiliate client built by hand, without the console and the container: log in, act as a
// subject's identity, list members, invite by email and read the permissions. Its bundle must hold
// no inversify, axios or React.
import { createAffiliateArea } from 'campaign-kit/affiliate';
import { FetchHttpAdapter, WindowPageAdapter } from 'campaign-kit/adapters';

const affiliate = createAffiliateArea({ http: new FetchHttpAdapter(), page: new WindowPageAdapter() }, { origin: location.origin, aid: 1128, signingScriptUrl: false });
const { session } = affiliate;

session.state$.subscribe(({ status, current }) => {
  document.querySelector('#who').textContent = current ? `${current.subjectName} · ${current.deputyName}` : status;
  document.querySelector('#invite').hidden = !session.can('sendInvitations');
});
document.querySelector('#code').onclick = () => void affiliate.account.sendCode({ mobile: document.querySelector('#mobile').value, type: 24 });
document.querySelector('#login').onclick = async () => {
  await session.loginWithCode({ mobile: document.querySelector('#mobile').value, code: document.querySelector('#sms').value });
  const { items } = await affiliate.subjects.listDeputies({ page: 1 });
  document.querySelector('#members').replaceChildren(...items.map((m) => Object.assign(document.createElement('li'), { textContent: m.deputyName })));
};
document.querySelector('#invite').onclick = () => void affiliate.invitations.byEmail({ email: document.querySelector('#email').value, deputyName: document.querySelector('#name').value });
void session.restore();
