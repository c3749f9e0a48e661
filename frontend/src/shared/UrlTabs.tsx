import { Tabs, type TabsProps } from 'antd';
import { useSearchParamsUpdater } from './useSearchParamsUpdater';

type TabItem = NonNullable<TabsProps['items']>[number] & { key: string };

/**
 * Tabs whose open tab is in the URL (`?tab=`, left out for the first), so it can be bookmarked and survives
 * a reload; the address's other parameters stay. Only the open tab is rendered, so only it asks the server.
 */
export function UrlTabs({ items, testId }: { items: readonly TabItem[]; testId?: string }) {
  const [searchParams, updateSearchParams] = useSearchParamsUpdater();
  const first = items[0]?.key;
  const tab = items.find(({ key }) => key === searchParams.get('tab'))?.key ?? first;
  const change = (next: string) =>
    updateSearchParams((params) => {
      if (next === first) params.delete('tab');
      else params.set('tab', next);
      return params;
    });

  return <Tabs activeKey={tab} onChange={change} destroyOnHidden items={[...items]} data-testid={testId} />;
}
