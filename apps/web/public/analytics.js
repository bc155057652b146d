// Google Analytics (gtag.js) set-up; loaded only when the server is configured with ANALYTICS_ID.
(() => {
  const id = document.currentScript?.dataset.measurementId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
})();
