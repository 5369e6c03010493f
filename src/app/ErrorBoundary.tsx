import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from '../views/errors/ServerErrorPage.tsx';

interface State {
  failed: boolean;
}

/**
 * The 500 page: any render failure below shows 'Algo ha salido mal...' with a home link.
 * The error goes to the console for now; an error-reporting service replaces this later.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
