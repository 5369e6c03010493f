import styled from 'styled-components';
import { access } from '../../i18n/es.ts';
import { buttonStyle, type ButtonStyleProps } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { UNTIL_LIVE_ATTRIBUTE } from '../../schema/app-document.ts';
import { useHydrated } from '../ui/useHydrated.ts';

export type SocialProvider = 'google' | 'facebook';

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const SocialButton = styled.button.attrs({ type: 'button' as const })<ButtonStyleProps>`
  ${buttonStyle}
  width: 100%;
  padding-inline: ${({ theme }) => theme.space.sm};
`;

/**
 * 'Google' and 'Facebook' (the spec's labels), side by side. Disabled until the page is live, like a
 * submit button (Button.tsx): on a page the build pre-rendered, a tap before the JavaScript runs
 * would otherwise be lost without a word (a flaky e2e run showed it: no popup).
 */
export function SocialButtons({
  onSelect,
  disabled: machineDisabled,
  busyProvider,
}: {
  onSelect: (provider: SocialProvider) => void;
  disabled: boolean;
  /** The provider whose sign-in is in progress, if any. */
  busyProvider: SocialProvider | null;
}) {
  const live = useHydrated();
  const disabled = machineDisabled || !live;
  // Enabled by the entry before the page is live, which holds the tap until then (services/early-actions.ts).
  const untilLive = { [UNTIL_LIVE_ATTRIBUTE]: !live && !machineDisabled ? '' : undefined };
  return (
    <Group role="group" aria-label={access.signIn.socialLabel}>
      <SocialButton $variant="secondary" disabled={disabled} {...untilLive} aria-busy={busyProvider === 'google' || undefined} onClick={() => onSelect('google')}>
        {busyProvider === 'google' ? <Spinner /> : <GoogleIcon />}
        {access.signIn.google}
      </SocialButton>
      <SocialButton $variant="secondary" disabled={disabled} {...untilLive} aria-busy={busyProvider === 'facebook' || undefined} onClick={() => onSelect('facebook')}>
        {busyProvider === 'facebook' ? <Spinner /> : <FacebookIcon />}
        {access.signIn.facebook}
      </SocialButton>
    </Group>
  );
}

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44Z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path fill="#fff" d="M13.4 19.5v-6.3h2.1l.3-2.5h-2.4V9.2c0-.7.2-1.2 1.2-1.2h1.3V5.8c-.2 0-1-.1-1.9-.1-1.9 0-3.1 1.1-3.1 3.2v1.8H8.8v2.5h2.1v6.3h2.5Z" />
    </svg>
  );
}
