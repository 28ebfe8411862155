// The page a social provider sends the sign-in popup back to: it hands the id token (or the
// provider's error) and the state to the window that opened it, on this origin only, and closes.
// The opener checks the state (flows/src/SocialLogin/oidcPopup.ts); the API checks the token.
(() => {
  const params = new URLSearchParams(window.location.hash.slice(1) || window.location.search.slice(1));
  const message = {
    type: 'cloudexperts:social-callback',
    state: params.get('state'),
    id_token: params.get('id_token'),
    error: params.get('error'),
  };
  history.replaceState(null, '', window.location.pathname);
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }
})();
