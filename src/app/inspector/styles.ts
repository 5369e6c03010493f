import styled, { css } from 'styled-components';

/**
 * The panel's own look (dark, monospace), apart from the product's theme so it never reads as
 * part of the agents' interface. Every text colour keeps 4.5:1 or more against its background.
 */
export const ink = {
  background: '#14191f',
  surface: '#1d242c',
  raised: '#27313b',
  border: '#3a4652',
  text: '#e6edf3',
  muted: '#a7b3bf',
  accent: '#7cc4fa',
  active: '#3fb950',
  activeSoft: '#1f3a28',
  warn: '#f0b849',
  danger: '#ff7b72',
  focus: '#f0b849',
} as const;

export const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${ink.focus};
    outline-offset: 2px;
  }
`;

export const Toggle = styled.button`
  position: fixed;
  left: 8px;
  bottom: 8px;
  /* The toasts' layer: the panel's root comes after the app's in the page, so it paints above all of it. */
  z-index: ${({ theme }) => theme.layers.toast};
  padding: 4px 8px;
  border: 1px solid ${ink.border};
  border-radius: 6px;
  background: ${ink.background};
  color: ${ink.text};
  font: 12px/1.2 ${mono};
  opacity: 0.85;
  cursor: pointer;
  &:hover { opacity: 1; }
  ${focusRing}
`;

export const Panel = styled.section`
  position: fixed;
  left: 8px;
  bottom: 40px;
  z-index: ${({ theme }) => theme.layers.toast};
  display: grid;
  grid-template-rows: auto 1fr;
  /* Leaves part of the app in view, so its state can be watched while using it. */
  width: min(960px, calc(100vw - 16px));
  height: min(600px, calc(60vh - 48px));
  min-height: 280px;
  border: 1px solid ${ink.border};
  border-radius: 8px;
  background: ${ink.background};
  color: ${ink.text};
  font: 12px/1.4 ${mono};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.45);
  overflow: hidden;
  &:focus { outline: none; }
`;

export const PanelHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 10px;
  border-bottom: 1px solid ${ink.border};
  background: ${ink.surface};
  h2 { margin: 0; font-size: 13px; flex: 1; }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 280px) 1fr;
  min-height: 0;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    grid-template-rows: minmax(120px, 35%) 1fr;
  }
`;

export const Column = styled.div`
  min-height: 0;
  overflow: auto;
  padding: 8px;
  & + & { border-left: 1px solid ${ink.border}; }
  @media (max-width: 640px) {
    & + & { border-left: 0; border-top: 1px solid ${ink.border}; }
  }
`;

export const Button = styled.button`
  padding: 2px 8px;
  border: 1px solid ${ink.border};
  border-radius: 4px;
  background: ${ink.raised};
  color: ${ink.text};
  font: inherit;
  cursor: pointer;
  &:hover { border-color: ${ink.accent}; }
  ${focusRing}
`;

export const ActorButton = styled.button<{ $selected: boolean; $ended: boolean }>`
  display: block;
  width: 100%;
  margin: 0 0 4px;
  padding: 4px 6px;
  border: 1px solid ${(props) => (props.$selected ? ink.accent : ink.border)};
  border-radius: 4px;
  background: ${(props) => (props.$selected ? ink.raised : ink.surface)};
  color: ${(props) => (props.$ended ? ink.muted : ink.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  span { display: block; color: ${ink.muted}; }
  ${focusRing}
`;

export const Section = styled.details`
  margin: 0 0 8px;
  border: 1px solid ${ink.border};
  border-radius: 4px;
  background: ${ink.surface};
  > summary {
    padding: 4px 8px;
    font-weight: bold;
    cursor: pointer;
    ${focusRing}
  }
  > div { padding: 6px 8px; overflow: auto; }
`;

export const Field = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 10px;
  margin: 0;
  dt { color: ${ink.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export const Tag = styled.span`
  display: inline-block;
  margin: 0 4px 0 0;
  padding: 0 6px;
  border-radius: 8px;
  background: ${ink.raised};
  color: ${ink.warn};
`;

export const Input = styled.input`
  padding: 2px 6px;
  border: 1px solid ${ink.border};
  border-radius: 4px;
  background: ${ink.background};
  color: ${ink.text};
  font: inherit;
  ${focusRing}
`;

export const Muted = styled.p`
  margin: 4px 0;
  color: ${ink.muted};
`;
