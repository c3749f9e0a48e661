import { Segmented } from 'antd';
import { eventTimeFilters, eventTimeFrom, eventTimeParam } from '../eventTime';

/** The spec's event time filter; `value` and `onChange` speak the URL's terms (nothing for the default). */
export function EventTimeFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (time: string | undefined) => void;
}) {
  return (
    <Segmented<string>
      value={eventTimeFrom(value)}
      onChange={(next) => onChange(eventTimeParam(eventTimeFrom(next)))}
      options={[...eventTimeFilters]}
      aria-label="Time"
      data-testid="time-filter"
    />
  );
}
