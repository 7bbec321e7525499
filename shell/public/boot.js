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
  setTimeout(start, 2000);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
})();
