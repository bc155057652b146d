// The social sign-in popup lands here. It hands the provider's answer (in the fragment for Google and Facebook,
// in the query for Twitter's code) to the tab that opened it, on a same-origin channel, and closes itself.
(() => {
  const answer = {};
  for (const params of [new URLSearchParams(location.search), new URLSearchParams(location.hash.slice(1))]) {
    for (const key of ['state', 'id_token', 'access_token', 'code', 'error']) {
      const value = params.get(key);
      if (value) answer[key] = value;
    }
  }
  history.replaceState(null, '', location.pathname);
  const channel = new BroadcastChannel('tarang-auth');
  channel.postMessage(answer);
  channel.close();
  window.close();
})();
