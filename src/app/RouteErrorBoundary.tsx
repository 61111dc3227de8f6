import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouterErrorView } from './RouterErrorView';

interface Props {
  /** A new location clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** Catches render errors under the routes and shows 'Unexpected Application Error!'. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey)
      return { resetKey: props.resetKey, hasError: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <RouterErrorView error={this.state.error} />;
    return this.props.children;
  }
}
