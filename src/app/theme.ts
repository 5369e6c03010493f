/**
 * A calm real-estate palette: a deep teal brand on white surfaces. Every text colour keeps at
 * least 4.5:1 against `surface` and `background` (WCAG AA); `onPrimary` on `primary` too.
 */
const colors = {
  primary: '#0b5c6b',
  primaryHover: '#084955',
  primarySoft: '#e3f1f3',
  onPrimary: '#ffffff',
  accent: '#c7852a',
  text: '#1b2530',
  muted: '#52606d',
  background: '#f5f7f8',
  surface: '#ffffff',
  border: '#d3dae0',
  borderStrong: '#8795a1',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSoft: '#fdecea',
  success: '#1e7b3c',
  successSoft: '#e7f5ec',
  focus: '#1a73e8',
  overlay: 'rgba(27, 37, 48, 0.45)',
} as const;

const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

const radii = { sm: '4px', md: '8px', lg: '12px', round: '999px' } as const;

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

const fontSizes = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' } as const;

/** The spec's breakpoints (min-width, px). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

const shadows = {
  card: '0 1px 2px rgba(27, 37, 48, 0.06), 0 4px 16px rgba(27, 37, 48, 0.06)',
  popover: '0 8px 24px rgba(27, 37, 48, 0.18)',
} as const;

/**
 * The one stacking order of the app (z-index), lowest first: every component that sets a z-index
 * takes it from here, so what covers what is decided in one place. An overlay's backdrop takes its
 * surface's layer and comes first in the DOM, so the surface paints above it. A popover inside a
 * panel or modal (the panel's options menu) stacks inside that overlay and needs no layer of its
 * own. Feedback is last: a toast stays readable over any panel or modal it reports on (issue 8).
 */
const layers = {
  /** The sticky top bar, over the scrolling page. */
  topbar: 10,
  /** The collapsed sidebar's rail and the sidebar beside the content. */
  sidebar: 20,
  /** The shell's floating widgets (checklist, publishing panel) at the bottom right: under the drawer and every overlay. */
  widgets: 25,
  /** The sidebar opened over the page on small screens, with its backdrop. */
  drawer: 30,
  /** Menus opened from a button on the page (avatar menu, 'Más'). */
  popover: 40,
  /** The skip link, shown on focus over the bars. */
  skipLink: 50,
  /** Side panels (task create and details), with their backdrop. */
  panel: 60,
  /** Centred dialogs, also those opened from a panel (confirmations, photo crop). */
  modal: 70,
  /** Toasts: above every overlay. */
  toast: 80,
} as const;

export const theme = { colors, space, radii, fonts, fontSizes, breakpoints, shadows, layers } as const;
export type Theme = typeof theme;

/** Mobile-first media helpers (`media.md`…): they live beside the views that use them and read these breakpoints. */
export { media } from '../views/ui/media.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
