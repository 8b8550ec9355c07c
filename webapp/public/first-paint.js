// Starts the web app on a page the server painted first (src/entrypoints/web/first_paint.py): once that page has
// loaded (its picture included), or after at most three seconds, so the picture and text do not share the network
// with the app's JavaScript. The server turned the app's module tags into inert ones that this script restores.
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const inert of document.querySelectorAll('link[data-soep-modulepreload]')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = inert.getAttribute('href');
      document.head.append(link);
    }
    for (const inert of document.querySelectorAll('script[data-soep-module]')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = inert.dataset.soepModule;
      document.head.append(script);
    }
  };
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    setTimeout(start, 3000);
  }
})();
