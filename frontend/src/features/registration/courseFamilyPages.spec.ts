import { courseFamilyPages, courseFamilyPath, schedulesSource } from './courseFamilyPages';

describe('course family pages', () => {
  it('each have their own path', () => {
    const slugs = courseFamilyPages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain('upcoming');
    expect(courseFamilyPath('cpd')).toBe('/courses/cpd');
  });

  it('list a family by its course-type code on the public schedule', () => {
    expect(schedulesSource('20')).toBe('/events/filter/schedules?courseType=20');
    expect(schedulesSource()).toBe('/events/filter/schedules');
    expect(courseFamilyPages.find((page) => page.slug === 'digital-training')?.source).toBe(
      '/events/filter/schedules?courseType=80',
    );
  });
});
