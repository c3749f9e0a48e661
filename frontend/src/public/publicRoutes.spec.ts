import type { RouteObject } from 'react-router';
import { publicRoutes } from './publicRoutes';
import { publicScreenPaths } from './publicScreenPaths';

/** The full path of every page under the public layout ('/' is the layout's own path). */
function screenPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the public screen paths', () => {
  it('are exactly the pages the router serves under the public layout', () => {
    expect([...screenPaths(publicRoutes)].sort()).toEqual([...publicScreenPaths].sort());
  });
});
