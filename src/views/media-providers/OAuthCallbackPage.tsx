import { useActorRef, useSelector } from '@xstate/react';
import { callbackTarget, connectionOrigin, type ConnectableProvider } from '../../machines/media/media-routes.ts';
import { oauthCallbackMachine, type OAuthCallbackFailure } from '../../machines/oauthCallbackMachine.ts';
import { readInstagramReturnTo } from '../../services/media-return.ts';
import { callbackTexts, connectTexts, replaceTexts } from '../../i18n/media-providers.ts';
import { safeContinueUrl } from '../paths.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useInspect } from '../ui/inspect.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { ScreenActions, StatusScreen } from './StatusScreen.tsx';
import { PROVIDER_NAMES } from './provider-names.ts';

const failureText = (failure: OAuthCallbackFailure | null, name: string): string => {
  if (failure === 'instagram') return connectTexts.instagramFailed;
  if (failure === 'facebook') return connectTexts.facebookFailed;
  if (failure === 'unrequested') return callbackTexts.unrequested(name);
  return callbackTexts.authorizationFailed(name);
};

/**
 * The machine's input from the callback's query: the credential, the state the machine checks
 * against this tab's, and where success leads.
 */
const callbackInput = (provider: ConnectableProvider, query: URLSearchParams) => ({
  provider,
  credential: (provider === 'instagram' ? query.get('code') : query.get('access_token')) || null,
  state: query.get('state') || null,
  // The stored Instagram target only if it is a path of this site.
  target: callbackTarget({
    provider,
    from: connectionOrigin(query.get('from')),
    contextId: query.get('context_id') || null,
    storedTarget: provider === 'instagram' ? safeContinueUrl(readInstagramReturnTo()) : null,
  }),
});

/**
 * /oauth/authorize/instagram (query code, state) and /oauth/authorize/facebook (query access_token,
 * state, from, context_id): the oauthCallbackMachine's spinner, replace dialog, success and error
 * views (spec 03 §2, issue 20).
 */
export function OAuthCallbackPage({ provider, query }: { provider: ConnectableProvider; query: URLSearchParams }) {
  const navigate = useNavigateEffect();
  const callback = useActorRef(oauthCallbackMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), {
    input: callbackInput(provider, query),
    inspect: useInspect(),
  });
  const succeeded = useSelector(callback, (snapshot) => snapshot.matches('succeeded'));
  const failed = useSelector(callback, (snapshot) => snapshot.matches('failed'));
  const failure = useSelector(callback, (snapshot) => snapshot.context.failure);
  const busy = useSelector(callback, (snapshot) => snapshot.hasTag('busy'));
  const replaceDialog = useSelector(callback, (snapshot) => snapshot.hasTag('replaceDialog'));
  const replacement = useSelector(callback, (snapshot) => snapshot.context.replacement);
  const name = PROVIDER_NAMES[provider];

  if (succeeded) {
    return (
      <StatusScreen pageTitle={callbackTexts.pageTitle(name)} view="succeeded" heading={callbackTexts.succeeded(name)}>
        <p>{callbackTexts.redirecting}</p>
      </StatusScreen>
    );
  }
  if (failed) {
    return (
      <StatusScreen pageTitle={callbackTexts.pageTitle(name)} view="failed" heading={callbackTexts.failedHeading(name)}>
        <Alert>{failureText(failure, name)}</Alert>
        <ScreenActions>
          <Button variant="secondary" onClick={() => callback.send({ type: 'home' })}>
            {callbackTexts.home}
          </Button>
          <Button onClick={() => callback.send({ type: 'retry' })}>{callbackTexts.retry}</Button>
        </ScreenActions>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen pageTitle={callbackTexts.pageTitle(name)} view="busy" heading={callbackTexts.connecting(name)} busy={busy}>
      {replaceDialog && replacement !== null && (
        // Focus starts on keeping the current account: Enter pressed out of habit changes nothing.
        <ConfirmDialog
          title={replaceTexts.title(name)}
          message={replaceTexts.message(name, replacement.connectedAccountName, replacement.newAccountName)}
          confirmLabel={replaceTexts.confirm}
          cancelLabel={replaceTexts.cancel}
          destructive
          busy={busy}
          onConfirm={() => callback.send({ type: 'replace.confirmed' })}
          onCancel={() => callback.send({ type: 'replace.cancelled' })}
        />
      )}
    </StatusScreen>
  );
}
