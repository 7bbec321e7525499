/*
 * Starts the suite's JavaScript (the entry files the build lists in data-js, and its initial
 * stylesheets in data-css) once the document's own first screen is on screen: after the load event
 * (the HTML, the prerendered hero and its poster, the font), its largest paint and one frame, or after 2 s at
 * the latest. On a slow mobile connection the hero then does not share the bandwidth and the main
 * thread with the application's JavaScript; the scripts follow right after. The stylesheets are
 * marked data-boot-css: the app waits for them before its first render (see app/bootstrap.tsx).
 * (An external file, not an inline script: the Content-Security-Policy allows 'self' scripts only.)
 */
(function () {
  var me = document.currentScript;
  var list = function (name) {
    return ((me && me.getAttribute(name)) || '').split(' ').filter(Boolean);
  };
  var js = list('data-js');
  var css = list('data-css');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    css.forEach(function (href) {
      var l = document.createElement('link');
      l.rel = 'stylesheet';
      l.href = href;
      l.setAttribute('data-boot-css', '');
      document.head.appendChild(l);
    });
    js.forEach(function (src) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      document.body.appendChild(s);
    });
  }
  // The first localStorage access of a page opens the origin's storage (a few ms); the app reads
  // it at once (language, currency, notices), so that happens here, in a task of its own.
  function openStorage() {
    try {
      window.localStorage.getItem('lang');
    } catch {
      /* storage unavailable: the app copes */
    }
    setTimeout(start, 0);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(openStorage, 0);
    });
  }
  // The load event can come before the first screen has painted (its text waits for the web
  // font): then wait for the browser's largest-contentful-paint entry, so the scripts never
  // start ahead of that paint; at most 1 s, for a first screen with nothing contentful in it. A
  // page without a first screen (the app draws it) does not wait.
  var painted = !document.querySelector('[data-prerendered]');
  var loaded = false;
  var going = false;
  function next() {
    if (painted && loaded && !going) {
      going = true;
      afterPaint();
    }
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().length) return;
      observer.disconnect();
      painted = true;
      next();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    painted = true;
  }
  function onLoad() {
    loaded = true;
    setTimeout(function () {
      painted = true;
      next();
    }, 1000);
    next();
  }
  // A page whose answer is a call on load (the email confirmation, the unsubscribe link) names it
  // in its first screen (EarlyCallStates in @forwarder/shared/ui): it starts now, with the
  // document, and its answer shows the first screen's ok or error state. The page's code starts
  // from that outcome, or takes the answer still on its way (early-call.ts), and never calls twice.
  function startEarlyCall(el) {
    var screen = el.closest('[data-first-screen]');
    if (!screen || screen.hidden) return;
    var route = el.getAttribute('data-early-route').split('/');
    var here = location.pathname.replace(/\/+$/, '').split('/');
    if (route.length !== here.length) return;
    var params = {};
    for (var i = 0; i < route.length; i++) {
      if (route[i].charAt(0) === ':') {
        var value;
        try {
          value = decodeURIComponent(here[i]).trim();
        } catch {
          return;
        }
        if (!value) return;
        params[route[i].slice(1)] = value;
      } else if (route[i] !== here[i]) return;
    }
    var query = new URLSearchParams();
    var named = JSON.parse(el.getAttribute('data-early-query') || '{}');
    Object.keys(named).forEach(function (key) {
      var v = named[key];
      query.set(key, v.charAt(0) === ':' ? params[v.slice(1)] || '' : v);
    });
    var method = el.getAttribute('data-early-call');
    var qs = query.toString();
    var url = el.getAttribute('data-early-path') + (qs ? '?' + qs : '');
    // The body is read here, whatever the page's code does with the answer: an answer left unread
    // keeps its request open (the page's code need not read it once the outcome is settled).
    var call = {
      response: fetch(url, { method: method, credentials: 'include', headers: { Accept: 'application/json' } }).then(function (res) {
        return res.text().then(function (body) {
          var empty = res.status === 204 || res.status === 205 || res.status === 304;
          return new Response(empty ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
        });
      }),
    };
    window.__fwEarlyCalls = window.__fwEarlyCalls || {};
    window.__fwEarlyCalls[method + ' ' + url] = call;
    call.response
      .then(
        function (res) {
          return res.ok;
        },
        function () {
          return false;
        },
      )
      .then(function (ok) {
        call.outcome = ok ? 'ok' : 'error';
        el.querySelectorAll('[data-early-show]').forEach(function (state) {
          state.hidden = state.getAttribute('data-early-show') !== call.outcome;
        });
      });
  }
  try {
    var early = document.querySelector('[data-first-screen] [data-early-call]');
    if (early) startEarlyCall(early);
  } catch {
    /* the page's code makes the call */
  }
  setTimeout(start, 2000);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
})();
