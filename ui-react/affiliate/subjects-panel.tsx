import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateSubject } from '../../domain/affiliate/affiliate.types';
import { useStateSource } from '../shared/use-state-source';
import { PagedTable, usePagedList } from './paged-table';
import { useAffiliateTexts } from './use-affiliate';

/**
 * Every subject the logged-in person belongs to (subject/all/list/{page}/), paged: its name, its
 * state and which one the person acts in now. The manager's view beside the identity picker,
 * which lists only the identities one may log in as.
 */
export function SubjectsPanel({ area }: { readonly area: AffiliateArea }) {
  const t = useAffiliateTexts();
  const { current } = useStateSource(area.session);
  const list = usePagedList((options) => area.subjects.listSubjects(options));

  const row = (subject: AffiliateSubject) => (
    <tr key={subject.subjectUid}>
      <td>{subject.subjectName}</td>
      <td>{subject.isFrozen ? t.frozen : t.active}</td>
      <td>{subject.subjectUid === current?.subjectUid ? t.currentSubject : ''}</td>
    </tr>
  );

  return <PagedTable list={list} caption={t.subjects} columns={[t.name, t.status, t.currentSubject]} row={row} />;
}
