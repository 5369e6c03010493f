import type { ReactNode } from 'react';
import styled from 'styled-components';
import { product } from '../../i18n/es.ts';
import {
  LEGAL_CONTACT_EMAIL,
  LEGAL_UPDATED,
  legalTexts,
  type Inline,
  type LegalBlock,
  type LegalDocument,
  type LegalLinkKey,
  type LegalParagraph,
} from '../../i18n/legal.ts';
import { dataDeletionDocument } from '../../i18n/legal-data-deletion.ts';
import { privacyDocument } from '../../i18n/legal-privacy.ts';
import { termsDocument } from '../../i18n/legal-terms.ts';
import { media } from '../ui/media.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { LegalLayout, type LegalPageKey } from './LegalLayout.tsx';

/**
 * The legal pages (issue 8): /terminos, /privacidad and spec 03's data-deletion instructions.
 * Public whatever the session, pre-rendered by the build like /login; the texts live in
 * src/i18n/legal*.ts.
 */

const HREFS: Readonly<Record<LegalLinkKey, string>> = {
  terms: paths.terms(),
  privacy: paths.privacy(),
  facebookInstructions: paths.dataDeletionInstructions({ provider: 'facebook' }),
  instagramInstructions: paths.dataDeletionInstructions({ provider: 'instagram' }),
  contact: `mailto:${LEGAL_CONTACT_EMAIL}`,
};

const Article = styled.article`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: break-word;

  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1.3; margin-bottom: ${({ theme }) => theme.space.sm}; scroll-margin-top: ${({ theme }) => theme.space.md}; }
  p, ul, ol { margin: 0 0 ${({ theme }) => theme.space.sm}; max-width: 70ch; }
  ul, ol { padding-left: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  section { margin-top: ${({ theme }) => theme.space.xl}; }

  ${media.sm`
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};

    h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  `}
`;

const Updated = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Contents = styled.nav`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xs}`};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 { font-size: ${({ theme }) => theme.fontSizes.md}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  ol { list-style: none; padding: 0; }
  li + li { margin-top: 0; }
  a { display: inline-block; padding: ${({ theme }) => theme.space.xxs} 0; }
`;

const text = (inline: Inline, index: number): ReactNode =>
  typeof inline === 'string' ? inline : (
    <a key={index} href={HREFS[inline.link]}>
      {inline.text}
    </a>
  );

const runs = (paragraph: LegalParagraph): ReactNode => (typeof paragraph === 'string' ? paragraph : paragraph.map(text));

const isParagraph = (block: LegalBlock): block is LegalParagraph => typeof block === 'string' || Array.isArray(block);

function Block({ block }: { block: LegalBlock }) {
  if (isParagraph(block)) return <p>{runs(block)}</p>;
  if ('list' in block) return <ul>{block.list.map((item, index) => <li key={index}>{runs(item)}</li>)}</ul>;
  return <ol>{block.steps.map((item, index) => <li key={index}>{runs(item)}</li>)}</ol>;
}

/** One legal document: its title, date, lead, contents, and its sections as h2s with anchors. */
function LegalDocumentPage({ document, current }: { document: LegalDocument; current: LegalPageKey }) {
  usePageTitle(product.title(document.pageTitle));
  return (
    <LegalLayout current={current}>
      <Article aria-labelledby="legal-title">
        <h1 id="legal-title">{document.heading}</h1>
        <Updated>
          {legalTexts.updated} <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
        </Updated>
        {/* The lead first: the largest text of the first screen is painted with the title (LCP). */}
        {document.intro.map((block, index) => (
          <Block key={index} block={block} />
        ))}
        {document.sections.length > 2 && (
          <Contents aria-labelledby="legal-contents">
            <h2 id="legal-contents">{legalTexts.contents}</h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </Contents>
        )}
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </Article>
    </LegalLayout>
  );
}

export function TermsPage() {
  return <LegalDocumentPage document={termsDocument} current="terms" />;
}

export function PrivacyPage() {
  return <LegalDocumentPage document={privacyDocument} current="privacy" />;
}

export function FacebookDataDeletionPage() {
  return <LegalDocumentPage document={dataDeletionDocument('facebook')} current="facebookInstructions" />;
}

export function InstagramDataDeletionPage() {
  return <LegalDocumentPage document={dataDeletionDocument('instagram')} current="instagramInstructions" />;
}
