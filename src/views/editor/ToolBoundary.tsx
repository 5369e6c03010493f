import { Component, type ReactNode } from 'react';
import { editorTexts } from '../../i18n/editor.ts';
import { ListError } from '../ui/ListState.tsx';

/**
 * A tool whose chunk did not arrive (offline, a new deployment) or that failed to render: the
 * editor stays usable, the other tiles still open. Keyed by section, so opening another tool
 * starts afresh; the retry reloads the page, the one way to fetch a chunk again.
 */
export class ToolBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ListError message={editorTexts.toolFailed} retryLabel={editorTexts.retry} retryVisible onRetry={() => window.location.reload()} />;
  }
}
