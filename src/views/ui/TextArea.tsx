import styled from 'styled-components';
import { Input } from './TextField.tsx';

/** A multi-line input with TextField's look (task descriptions, the agent's short description). */
export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
  font: inherit;
`;
