/** While a route's code loads: index.html's own spinner (its styles are inline there), without antd. */
export function RouteSpinner() {
  return (
    <div className="route-spinner" role="status" aria-label="Loading">
      <div className="app-loading-spinner" />
    </div>
  );
}
