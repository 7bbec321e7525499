/**
 * Types of the @testing-library/jest-dom matchers this folder's tests use. The matchers are
 * installed at run time by the workspace jest setup (tooling/jest-setup.cjs), but the package is
 * not resolvable from the shell for its type declarations.
 */
declare namespace jest {
  interface Matchers<R> {
    toBeInTheDocument(): R;
    toHaveAttribute(name: string, value?: unknown): R;
    toHaveTextContent(text: string | RegExp): R;
    toHaveFocus(): R;
    toBeChecked(): R;
    toBeDisabled(): R;
    toContainElement(element: HTMLElement | SVGElement | null): R;
    toHaveAccessibleDescription(description?: string | RegExp): R;
  }
}
