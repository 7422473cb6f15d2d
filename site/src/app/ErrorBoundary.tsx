import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderErrorPage } from '../pages/RenderErrorPage';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * Catches an error while rendering a page (also a page whose code failed to load) and
 * shows the generic fallback instead of a blank screen. Keyed by the path in App, so the
 * next navigation tries again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RenderErrorPage error={this.state.error} /> : this.props.children;
  }
}
