import { onboardingTexts as texts } from '../../i18n/onboarding.ts';
import { Button } from '../ui/Button.tsx';
import { MediaProvidersGrid } from '../media-providers/MediaProvidersGrid.tsx';
import { Spacer, StepActions } from './StepParts.tsx';

/** Step 3 (spec 03 'Social connection screens'): the media-provider grid, which connects on its own; then the dashboard. */
export function ConnectStep({ onBack, onFinish }: { onBack: () => void; onFinish: () => void }) {
  return (
    <>
      <MediaProvidersGrid from="onboarding" />
      <StepActions>
        <Button variant="ghost" onClick={onBack}>
          {texts.back}
        </Button>
        <Spacer />
        <Button onClick={onFinish}>{texts.connect.finish}</Button>
      </StepActions>
    </>
  );
}
