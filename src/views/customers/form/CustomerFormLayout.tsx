import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { media } from '../../ui/media.ts';

const Narrow = styled.div`
  max-width: 880px;
`;

/** Phones keep the room for the fields: a tighter padding than the shared card's. */
const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space.md};

  ${media.sm`
    padding: ${({ theme }) => theme.space.lg};
  `}
  ${media.md`
    padding: ${({ theme }) => theme.space.xl};
  `}
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The card around the customer form, headed by the page's only h1. */
export function CustomerFormLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Narrow>
      <FormCard aria-labelledby="customer-form-heading">
        <Heading id="customer-form-heading">{heading}</Heading>
        {children}
      </FormCard>
    </Narrow>
  );
}
