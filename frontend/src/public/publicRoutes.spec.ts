import type { RouteObject } from 'react-router';
import { publicPages } from './publicPages';
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
  it('are exactly the pages the router serves under the public layout, known or discovered', () => {
    // publicPages are discovered into a pathless route of publicRoutes: their paths start at the layout's.
    const served = [...screenPaths(publicRoutes), ...screenPaths(publicPages)];
    expect(served.sort()).toEqual([...publicScreenPaths].sort());
  });
});
