import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateResource } from '../../domain/affiliate/affiliate.types';
import { PagedTable, usePagedList } from './paged-table';
import { useAffiliateTexts } from './use-affiliate';

/** The resources roles may grant, paged. */
export function ResourcesPanel({ area }: { readonly area: AffiliateArea }) {
  const t = useAffiliateTexts();
  const list = usePagedList((options) => area.roles.listResources(options));
  const row = (resource: AffiliateResource) => (
    <tr key={resource.resourceKey}>
      <td>{resource.resourceName}</td>
      <td>
        <code>{resource.resourceKey}</code>
      </td>
      <td>{resource.description}</td>
    </tr>
  );
  return <PagedTable list={list} caption={t.resources} columns={[t.name, t.resourceKey, t.description]} row={row} />;
}
