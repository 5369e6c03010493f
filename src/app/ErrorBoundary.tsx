import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../services/error-reporting.ts';
import { ServerErrorPage } from '../views/errors/ServerErrorPage.tsx';

interface State {
  failed: boolean;
}

/**
 * The 500 page: any render failure below shows 'Algo ha salido mal...' with a home link, and is
 * reported to the server (POST /rest/v1/client-errors) with its stack, as spec 03 §2 asks.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
    reportClientError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
