// eslint-disable-next-line @typescript-eslint/no-unused-vars -- stub replaced by the media-connections branch
export function MediaProvidersGrid({ from }: { from: 'onboarding' | 'account' }) { return null; }
