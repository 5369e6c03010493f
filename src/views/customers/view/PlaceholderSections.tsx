import { useState } from 'react';
import styled from 'styled-components';
import { customerDetailTexts, customerPropertiesTexts } from '../../../i18n/customers.ts';
import { Button } from '../../ui/Button.tsx';
import { PlusIcon } from '../../ui/actionIcons.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    width: 28px;
    height: 28px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  li[aria-current='step']::before {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** 'Propiedades en interés' (spec 02 §2.3): the button and the panel's two-step header; contents not in scope. */
export function PropertiesSection() {
  // The panel's contents are not specified: open/closed is all there is, so it stays local.
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="customer-properties-section">
      <Header>
        <h2 id="customer-properties-section">{customerPropertiesTexts.title}</h2>
        <Button variant="secondary" icon={<PlusIcon />} onClick={() => setOpen(true)}>
          {customerPropertiesTexts.add}
        </Button>
      </Header>
      <Note>{customerDetailTexts.comingSoon}</Note>
      {open && (
        <SidePanel title={customerPropertiesTexts.panelTitle} onClose={() => setOpen(false)}>
          <Steps>
            {customerPropertiesTexts.steps.map((step, index) => (
              <li key={step} aria-current={index === 0 ? 'step' : undefined}>
                {step}
              </li>
            ))}
          </Steps>
          <Note>{customerDetailTexts.comingSoon}</Note>
        </SidePanel>
      )}
    </section>
  );
}

/** Events and notes: named in the spec as placeholders. */
export function PlaceholderSection({ title }: { title: string }) {
  return (
    <section aria-label={title}>
      <Header>
        <h2>{title}</h2>
      </Header>
      <Note>{customerDetailTexts.comingSoon}</Note>
    </section>
  );
}
