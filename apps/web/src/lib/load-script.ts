const loading = new Map<string, Promise<void>>();

/** Loads a provider's script once, on demand; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`${src} failed to load`));
      };
      document.head.append(script);
    });
    loading.set(src, loaded);
  }
  return loaded;
}
