/** @jest-environment ./test/support/jsdom-environment.ts */
import { act } from 'react';
import { renderHookAt } from '@/shared/testing/renderHookAt';
import { useMergeParams } from './useMergeParams';

describe('useMergeParams', () => {
  const mergeScreen = '/admin/people/participants/merge';

  it('keeps Record A when Record B is picked before the first pick has rendered', () => {
    const screen = renderHookAt(mergeScreen, useMergeParams);
    // Both picks through one render's handlers: what happens when B is chosen while A's pick is still rendering.
    const { pick } = screen.result();
    act(() => {
      pick('a', 12);
      pick('b', 15);
    });
    expect(window.location.search).toBe('?a=12&b=15');
    expect(screen.result().ids).toEqual({ a: 12, b: 15 });
    screen.unmount();
  });

  it('clears one pick, both picks or the mode without touching the rest', () => {
    const screen = renderHookAt(`${mergeScreen}?mode=transfer&a=12&b=15`, useMergeParams);
    expect(screen.result()).toMatchObject({ mode: 'transfer', ids: { a: 12, b: 15 } });
    const { pick, setMode } = screen.result();
    act(() => {
      pick('b', null);
      setMode('merge');
    });
    expect(window.location.search).toBe('?a=12');
    act(() => screen.result().reset());
    expect(window.location.search).toBe('');
    expect(screen.result()).toMatchObject({ mode: 'merge', ids: { a: null, b: null } });
    screen.unmount();
  });
});
