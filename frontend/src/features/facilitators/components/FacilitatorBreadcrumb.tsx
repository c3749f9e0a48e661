import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { facilitatorsPath } from '../paths';

/** Facilitators › (the record or page), so every sub-page leads back to the list. */
export function FacilitatorBreadcrumb({ items }: { items: { title: string; path?: string }[] }) {
  return (
    <Breadcrumb
      items={[
        { title: <Link to={facilitatorsPath}>Facilitators</Link> },
        ...items.map(({ title, path }) => ({ title: path ? <Link to={path}>{title}</Link> : title })),
      ]}
    />
  );
}
