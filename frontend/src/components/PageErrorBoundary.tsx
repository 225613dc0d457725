import { Component, type ReactNode } from 'react';
import { PageLoadError } from './PageLoadError.js';

/** Catches a page whose chunk failed or timed out, so the header and footer stay usable. The
 * layout keys it by path: navigating elsewhere starts afresh. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
