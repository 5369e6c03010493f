import styled from 'styled-components';
import type { ListingAgent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { media } from '../ui/media.ts';
import { Card, Muted } from './styles.ts';

const Frame = styled(Card)`
  align-items: center;
  text-align: center;

  h2 { overflow-wrap: anywhere; }

  ${media.lg`
    position: sticky;
    top: 96px;
  `}
`;

/** Spec 03 §2: the agent's full name and 'Agente Inmobiliario' (the photo when there is one). */
export function AgentCard({ agent }: { agent: Pick<ListingAgent, 'fullName' | 'avatarUrl'> }) {
  return (
    <Frame as="aside" aria-label={texts.agentCard}>
      <Avatar name={agent.fullName} url={agent.avatarUrl} size={72} />
      <h2>{agent.fullName}</h2>
      <Muted>{texts.agent}</Muted>
    </Frame>
  );
}
