import { Component, type ReactNode } from 'react';
import { FormAlert } from './ui/form-alert';

interface SectionErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Keeps a page standing when one of its sections fails to draw: that section says so in the store's
 * one error style and the rest of the page stays usable (the route's boundary catches only whole pages).
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <FormAlert tone="error">This part of the page could not be shown. Please reload the page.</FormAlert>
    ) : (
      this.props.children
    );
  }
}
