/** Shown in place of a page whose script chunk failed or took over 120 seconds to load. */
export function PageLoadError() {
  return (
    <section className="page page--narrow" aria-labelledby="load-error-title">
      <h1 id="load-error-title">This page could not load</h1>
      <p>
        Part of the site did not arrive, perhaps because the connection dropped or is very slow.
        Check your connection and try again.
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
