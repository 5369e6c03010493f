import { css, type DefaultTheme, type Interpolation } from 'styled-components';

type Breakpoint = keyof DefaultTheme['breakpoints'];

/**
 * Mobile-first media queries from the theme's breakpoints: `${media.md`display: flex;`}` applies
 * from 768 px up. The width is read from the theme so the numbers live in one place (app/theme.ts).
 */
const above =
  (breakpoint: Breakpoint) =>
  <Props extends object = object>(strings: TemplateStringsArray, ...values: Interpolation<Props>[]) => css<Props>`
    @media (min-width: ${({ theme }) => theme.breakpoints[breakpoint]}px) {
      ${css<Props>(strings, ...values)}
    }
  `;

export const media = {
  sm: above('sm'),
  md: above('md'),
  lg: above('lg'),
  xl: above('xl'),
} as const;
