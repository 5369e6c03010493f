import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { marketing } from '../../i18n/es.ts';
import { Logo } from '../ui/Logo.tsx';
import { media } from '../ui/media.ts';
import { paths } from '../paths.ts';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.md`
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  `}
  ${media.xl`
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
  `}
`;

const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.sm`
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  `}
`;

const Header = styled.header`
  padding-bottom: ${({ theme }) => theme.space.lg};

  a { display: inline-flex; text-decoration: none; border-radius: ${({ theme }) => theme.radii.md}; }
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;

  ${media.sm`
    align-items: center;
  `}
`;

const FormBox = styled.div`
  width: 100%;
  max-width: 420px;
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled.aside`
  display: none;

  ${media.md`
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
    background:
      radial-gradient(circle at 85% 10%, rgba(199, 133, 42, 0.25), transparent 40%),
      linear-gradient(160deg, #0b5c6b 0%, #063943 100%);
    color: #ffffff;
  `}
  ${media.xl`
    padding: ${({ theme }) => `${theme.space.xxl} 4.5rem`};
  `}
`;

const Claim = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.2;
  max-width: 18ch;
`;

const SubClaim = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: #d7ebee;
`;

const Rating = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
`;

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: #f3c26b;
  font-weight: 700;

  strong { margin-left: ${({ theme }) => theme.space.xs}; color: #ffffff; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Illustration = styled.svg`
  width: 100%;
  max-width: 420px;
  height: auto;
`;

/** The marketing panel beside the access forms (hidden on phones) and the page frame around them. */
export function AccessLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <FormColumn>
        <Header>
          <Link href={paths.home()}>
            <Logo />
          </Link>
        </Header>
        <Main>
          <FormBox>{children}</FormBox>
        </Main>
      </FormColumn>
      <Panel aria-label={marketing.panelLabel}>
        <div>
          <Claim>{marketing.manageContent}</Claim>
          <SubClaim>{marketing.startSocial}</SubClaim>
        </div>
        <PanelIllustration />
        <Rating>
          <Stars role="img" aria-label={marketing.ratingLabel}>
            {[0, 1, 2, 3, 4].map((index) => (
              <StarIcon key={index} />
            ))}
            <strong aria-hidden="true">{marketing.rating}</strong>
          </Stars>
          <span>{marketing.agentsClaim}</span>
        </Rating>
      </Panel>
    </Page>
  );
}

function StarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="m10 1.5 2.6 5.5 6 .7-4.4 4.1 1.2 6-5.4-3-5.4 3 1.2-6L1.4 7.7l6-.7L10 1.5Z" />
    </svg>
  );
}

/** A listing card and two social posts: what the product does, at a glance. Decorative. */
function PanelIllustration() {
  return (
    <Illustration viewBox="0 0 360 220" aria-hidden="true" focusable="false">
      <rect x="10" y="20" width="210" height="180" rx="14" fill="#ffffff" />
      <rect x="22" y="32" width="186" height="96" rx="8" fill="#d7ebee" />
      <path d="M70 110 115 72l45 38" fill="none" stroke="#0b5c6b" strokeWidth="6" strokeLinejoin="round" />
      <rect x="86" y="98" width="58" height="30" fill="#0b5c6b" />
      <rect x="108" y="108" width="14" height="20" fill="#c7852a" />
      <rect x="22" y="142" width="120" height="10" rx="5" fill="#1b2530" />
      <rect x="22" y="162" width="80" height="8" rx="4" fill="#8795a1" />
      <rect x="150" y="160" width="58" height="24" rx="12" fill="#0b5c6b" />
      <rect x="236" y="40" width="114" height="64" rx="12" fill="#ffffff" opacity="0.95" />
      <circle cx="258" cy="62" r="11" fill="#e1306c" />
      <rect x="276" y="56" width="60" height="8" rx="4" fill="#1b2530" />
      <rect x="252" y="82" width="84" height="8" rx="4" fill="#8795a1" />
      <rect x="236" y="120" width="114" height="64" rx="12" fill="#ffffff" opacity="0.95" />
      <circle cx="258" cy="142" r="11" fill="#1877f2" />
      <rect x="276" y="136" width="60" height="8" rx="4" fill="#1b2530" />
      <rect x="252" y="162" width="84" height="8" rx="4" fill="#8795a1" />
    </Illustration>
  );
}
