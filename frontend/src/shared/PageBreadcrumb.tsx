import { Breadcrumb } from 'antd';
import { Link } from 'react-router';

export interface PageBreadcrumbProps {
  /** The list's title and path: Trainers › ... */
  root: { title: string; path: string };
  items: { title: string; path?: string }[];
}

/** The list › (the record or page), so every sub-page leads back to the list. */
export function PageBreadcrumb({ root, items }: PageBreadcrumbProps) {
  return (
    <Breadcrumb
      items={[root, ...items].map(({ title, path }) => ({
        title: path ? <Link to={path}>{title}</Link> : title,
      }))}
    />
  );
}
