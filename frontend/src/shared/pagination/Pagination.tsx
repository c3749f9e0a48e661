import { Button } from 'antd';
import { clampPage, paginationItems } from './paginationItems';
import './pagination.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  pageRange?: number;
  marginPages?: number;
}

/** Spec 9's pagination widget: First, Prev, the pages with ellipses, Next, Last. */
export function Pagination({ page, pageCount, onChange, pageRange = 3, marginPages = 1 }: PaginationProps) {
  if (pageCount < 1) return null;
  const current = clampPage(page, pageCount);
  const goTo = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onChange(next);
  };
  const atStart = current <= 1;
  const atEnd = current >= pageCount;

  return (
    <nav className="pagination" aria-label="Pagination" data-testid="pagination">
      <Button size="small" disabled={atStart} onClick={() => goTo(1)}>
        First
      </Button>
      <Button size="small" disabled={atStart} onClick={() => goTo(current - 1)}>
        Prev
      </Button>
      {paginationItems({ page: current, pageCount, pageRange, marginPages }).map((item, index) =>
        item.type === 'break' ? (
          <span key={`break-${index}`} className="pagination-break" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item.page}
            size="small"
            type={item.page === current ? 'primary' : 'default'}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => goTo(item.page)}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button size="small" disabled={atEnd} onClick={() => goTo(current + 1)}>
        Next
      </Button>
      <Button size="small" disabled={atEnd} onClick={() => goTo(pageCount)}>
        Last
      </Button>
    </nav>
  );
}
