/**
 * Effects the machines ask the app to perform. Their default implementations do nothing: the
 * composition root provides them (wouter's navigate, the session and toast actors), tests record them.
 */

export interface NavigateParams {
  readonly to: string;
  readonly replace?: boolean;
  /** A full page load (window.location.assign), e.g. to a continue_url outside the SPA. */
  readonly full?: boolean;
}

export type ToastKind = 'success' | 'error';

export interface NotifyParams {
  readonly kind: ToastKind;
  readonly message: string;
}

export const ignoreEffect = (): void => {};
