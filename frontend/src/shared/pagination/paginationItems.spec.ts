import { clampPage, paginationItems, type PaginationItem } from './paginationItems';

/** Renders items the way the widget shows them, e.g. "1 … 9 [10] 11 … 20" without the brackets. */
function labels(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');
}

describe('paginationItems', () => {
  describe('small page counts', () => {
    it('shows nothing when there are no pages', () => {
      expect(paginationItems({ page: 1, pageCount: 0 })).toEqual([]);
    });

    it('shows the only page when there is one', () => {
      expect(paginationItems({ page: 1, pageCount: 1 })).toEqual([{ type: 'page', page: 1 }]);
    });

    it('shows every page without breaks when five pages fit', () => {
      expect(labels(paginationItems({ page: 1, pageCount: 5 }))).toBe('1 2 3 4 5');
      expect(labels(paginationItems({ page: 3, pageCount: 5 }))).toBe('1 2 3 4 5');
      expect(labels(paginationItems({ page: 5, pageCount: 5 }))).toBe('1 2 3 4 5');
    });
  });

  describe('twenty pages with the spec defaults (range 3, margin 1)', () => {
    it('keeps the window at the start when on the first page', () => {
      expect(labels(paginationItems({ page: 1, pageCount: 20 }))).toBe('1 2 3 … 20');
    });

    it('centres the window on the current page in the middle', () => {
      expect(labels(paginationItems({ page: 10, pageCount: 20 }))).toBe('1 … 9 10 11 … 20');
    });

    it('keeps the window at the end when on the last page', () => {
      expect(labels(paginationItems({ page: 20, pageCount: 20 }))).toBe('1 … 18 19 20');
    });

    it('shows a lone skipped page instead of a break', () => {
      expect(labels(paginationItems({ page: 4, pageCount: 20 }))).toBe('1 2 3 4 5 … 20');
      expect(labels(paginationItems({ page: 17, pageCount: 20 }))).toBe('1 … 16 17 18 19 20');
    });

    it('never puts two breaks next to each other', () => {
      for (let page = 1; page <= 20; page++) {
        const types = paginationItems({ page, pageCount: 20 }).map((item) => item.type);
        expect(types.join(',')).not.toContain('break,break');
      }
    });
  });

  it('widens the window and the margins when asked', () => {
    expect(labels(paginationItems({ page: 10, pageCount: 20, pageRange: 5, marginPages: 2 }))).toBe(
      '1 2 … 8 9 10 11 12 … 19 20',
    );
  });

  describe('clamping', () => {
    it('treats a page below the first as the first', () => {
      expect(paginationItems({ page: 0, pageCount: 20 })).toEqual(
        paginationItems({ page: 1, pageCount: 20 }),
      );
      expect(paginationItems({ page: -5, pageCount: 20 })).toEqual(
        paginationItems({ page: 1, pageCount: 20 }),
      );
    });

    it('treats a page past the last as the last', () => {
      expect(paginationItems({ page: 99, pageCount: 20 })).toEqual(
        paginationItems({ page: 20, pageCount: 20 }),
      );
    });

    it('clampPage keeps a page between 1 and the page count', () => {
      expect(clampPage(0, 10)).toBe(1);
      expect(clampPage(11, 10)).toBe(10);
      expect(clampPage(4, 10)).toBe(4);
      expect(clampPage(Number.NaN, 10)).toBe(1);
      expect(clampPage(2.7, 10)).toBe(2);
    });

    it('clampPage answers 1 when there are no pages', () => {
      expect(clampPage(3, 0)).toBe(1);
    });
  });
});
