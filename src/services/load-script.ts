const loading = new Map<string, Promise<void>>();

/** Adds a third-party SDK's script once, on demand (never in the login page's initial bundle). */
export const loadScript = (src: string): Promise<void> => {
  const pending = loading.get(src);
  if (pending !== undefined) return pending;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A later attempt (the network came back) may try again.
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, loaded);
  return loaded;
};
