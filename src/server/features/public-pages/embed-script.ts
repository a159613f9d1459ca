import type { PageLanguage } from './page-language';

/**
 * /embed.js: the script embed, in one language (`/embed.js?lang=fr`, else the visitor's
 * Accept-Language, else the station's: the public pages' rule). A station's website adds
 * `<script src="https://station/embed.js" data-station-widget="now-next" async></script>`
 * ("week" for the week; data-days, data-accent, data-background, data-text, data-compact and
 * data-time-zone ("listener" or a zone name) as options). It renders after its own script
 * element into a shadow root, so the host page's styles and its own never mix, and reads the
 * public API of the origin it was loaded from (CORS). Text goes in through textContent only.
 */
export function embedScript(lang: PageLanguage): string {
  const { t } = lang;
  // The script's words, from the catalog in its language, with their placeholders ("{zone}")
  // left for the script to fill (phrase() below): the script carries no message format.
  const messages = {
    nowNext: t('public:script.nowNext'),
    week: t('public:script.week'),
    loading: t('public:script.loading'),
    heading: t('public:script.heading', { station: '{station}', what: '{what}' }),
    onAir: t('public:script.onAir'),
    onAirNow: t('public:onAirNow'),
    next: t('public:next'),
    timesIn: t('public:zone.timesIn', { zone: '{zone}' }),
    until: t('public:fallback.until', { time: '{time}' }),
    progress: t('public:progress.label', { title: '{title}' }),
    withHosts: t('public:hosts.with', { hosts: '{hosts}' }),
    fillIn: t('public:hosts.fillIn', { hosts: '{hosts}' }),
    dayHeading: t('public:day.heading', { weekday: '{weekday}', month: '{month}', day: '{day}' }),
    nothingNow: t('public:now.nothing'),
    nothingNext: t('public:next.nothing'),
    noDays: t('public:script.noDays'),
    notPublic: t('public:script.notPublic'),
    failed: t('public:script.failed'),
  };
  // "<" is escaped so no message could close a script element the code is pasted into.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function () {
  'use strict';
  var COLOUR = /^#[0-9a-fA-F]{6}$/;
  var LANG = ${json(lang.language)};
  var TWELVE_HOUR = ${json(lang.clock === '12h')};
  var M = ${json(messages)};

  // A message with its {placeholders} filled.
  function phrase(message, values) {
    return message.replace(/\\{(\\w+)\\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole;
    });
  }
  var CSS = [
    ':host{all:initial;display:block}',
    '.box{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:15px;line-height:1.45;background:var(--bg);color:var(--fg);border:1px solid rgba(127,127,127,.35);border-radius:10px;padding:12px;overflow-wrap:anywhere}',
    '.box.compact{padding:8px;font-size:14px}',
    'h2{font-size:16px;margin:0 0 8px}',
    'h3{font-size:14px;margin:10px 0 4px}',
    '.label{display:inline-block;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:var(--accent);color:var(--on-accent);border-radius:999px;padding:1px 8px}',
    '.title{font-weight:700}',
    '.muted{opacity:.8;font-size:13px}',
    'a{color:inherit}',
    'ul{list-style:none;margin:0;padding:0}',
    'li{margin:3px 0;padding-inline-start:6px;border-inline-start:3px solid var(--accent)}',
    '.bar{height:6px;border-radius:3px;background:rgba(127,127,127,.3);margin:6px 0;overflow:hidden}',
    '.bar span{display:block;height:100%;background:var(--accent)}',
    '.next{margin-top:10px}'
  ].join('\\n');

  function text(tag, value, className) {
    var node = document.createElement(tag);
    if (value) node.textContent = value;
    if (className) node.className = className;
    return node;
  }

  // "with Sam (fill-in)" for an airing a fill-in host takes (decision 0068), as the pages say.
  function withHosts(a) {
    var hosts = a.hosts.join(', ');
    return phrase(M.withHosts, { hosts: a.fillIn ? phrase(M.fillIn, { hosts: hosts }) : hosts });
  }

  function luminance(hex) {
    var n = parseInt(hex.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
      .map(function (v) {
        var c = v / 255;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
      })
      .reduce(function (sum, c, i) {
        return sum + c * [0.2126, 0.7152, 0.0722][i];
      }, 0);
  }

  function colour(el, name, fallback) {
    var value = (el.getAttribute('data-' + name) || '').trim();
    if (value && !COLOUR.test(value)) {
      console.warn('Station widget: data-' + name + ' must be a colour such as #0a7c86');
      return fallback;
    }
    return value || fallback;
  }

  function mount(script) {
    var origin = new URL(script.src, window.location.href).origin;
    var widget = script.getAttribute('data-station-widget') === 'week' ? 'week' : 'now-next';
    var days = Math.min(7, Math.max(1, parseInt(script.getAttribute('data-days') || '7', 10) || 7));
    var compact = ['1', 'true', ''].indexOf(script.getAttribute('data-compact') || 'false') >= 0;
    var zoneOption = script.getAttribute('data-time-zone') || 'station';
    var host = document.createElement('div');
    host.setAttribute('data-station-widget-root', widget);
    script.parentNode.insertBefore(host, script.nextSibling);
    var root = host.attachShadow({ mode: 'open' });
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      root.adoptedStyleSheets = [sheet];
    } else {
      root.appendChild(text('style', CSS));
    }
    var box = text('section', '', compact ? 'box compact' : 'box');
    box.setAttribute('aria-label', widget === 'week' ? M.week : M.nowNext);
    box.setAttribute('aria-live', 'polite');
    root.appendChild(box);
    box.appendChild(text('p', M.loading, 'muted'));

    function paint(station) {
      var accent = colour(script, 'accent', station.accentColor);
      var background = colour(script, 'background', '#ffffff');
      box.style.setProperty('--accent', accent);
      box.style.setProperty('--on-accent', luminance(accent) > 0.18 ? '#000000' : '#ffffff');
      box.style.setProperty('--bg', background);
      box.style.setProperty('--fg', colour(script, 'text', luminance(background) > 0.18 ? '#111827' : '#f9fafb'));
    }

    function zoneOf(station) {
      if (zoneOption === 'listener') {
        try {
          return Intl.DateTimeFormat().resolvedOptions().timeZone || station.timeZone;
        } catch (error) {
          return station.timeZone;
        }
      }
      if (zoneOption !== 'station') {
        try {
          new Intl.DateTimeFormat('en-GB', { timeZone: zoneOption });
          return zoneOption;
        } catch (error) {
          console.warn('Station widget: unknown data-time-zone ' + zoneOption);
        }
      }
      return station.timeZone;
    }

    // The visitor's clock (their Accept-Language region's): "18:00", or "6:00 PM" as the pages write it.
    function clock(iso, zone) {
      var reading = new Intl.DateTimeFormat(LANG, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
      if (!TWELVE_HOUR) return reading;
      var hour = Number(reading.slice(0, 2));
      return (hour % 12 || 12) + reading.slice(2, 5) + (hour < 12 ? ' AM' : ' PM');
    }
    function dateKey(iso, zone) {
      return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
    }
    // "Tuesday, Nov 24": the names from Intl in the language, in the catalog's order, as the pages.
    function dayName(iso, zone) {
      var parts = new Intl.DateTimeFormat(LANG, { timeZone: zone, weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' }).formatToParts(new Date(iso));
      var value = {};
      parts.forEach(function (part) {
        value[part.type] = part.value;
      });
      var name = phrase(M.dayHeading, { weekday: value.weekday || '', month: value.month || '', day: value.day || '' });
      return name.charAt(0).toLocaleUpperCase(LANG) + name.slice(1);
    }

    function titleOf(airing) {
      if (!airing.showId) return text('span', airing.title, 'title');
      var link = text('a', airing.title, 'title');
      link.href = origin + '/on-air/shows/' + encodeURIComponent(airing.showId);
      link.target = '_blank';
      link.rel = 'noopener';
      return link;
    }

    function heading(station, zone, what) {
      if (compact) return;
      box.appendChild(text('h2', phrase(M.heading, { station: station.name, what: what })));
      box.appendChild(text('p', phrase(M.timesIn, { zone: zone }), 'muted'));
    }

    function showNowNext(answer) {
      var zone = zoneOf(answer.station);
      box.textContent = '';
      paint(answer.station);
      heading(answer.station, zone, M.onAir);
      var now = text('div');
      now.appendChild(text('span', M.onAirNow, 'label'));
      if (answer.current && answer.current.fallback) {
        // The station's "Between shows" (decision 0070): no progress, until the next show.
        now.appendChild(text('div', answer.current.title));
        now.appendChild(text('div', phrase(M.until, { time: clock(answer.current.end, zone) }), 'muted'));
      } else if (answer.current) {
        var a = answer.current;
        var line = text('div');
        line.appendChild(titleOf(a));
        now.appendChild(line);
        now.appendChild(text('div', clock(a.start, zone) + '–' + clock(a.end, zone), 'muted'));
        // The answer says since when it holds, not the time (its bytes stay the same all show
        // long): progress is the listener's clock's, never before that instant.
        var nowMs = Math.max(Date.now(), Date.parse(answer.at));
        var done = (nowMs - Date.parse(a.start)) / (Date.parse(a.end) - Date.parse(a.start));
        var percent = Math.round(Math.max(0, Math.min(1, done)) * 100);
        var bar = text('div', '', 'bar');
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', phrase(M.progress, { title: a.title }));
        bar.setAttribute('aria-valuemin', '0');
        bar.setAttribute('aria-valuemax', '100');
        bar.setAttribute('aria-valuenow', String(percent));
        var fill = text('span');
        fill.style.width = percent + '%';
        bar.appendChild(fill);
        now.appendChild(bar);
        if (!compact && a.hosts.length) now.appendChild(text('div', withHosts(a), 'muted'));
      } else {
        now.appendChild(text('div', M.nothingNow));
      }
      box.appendChild(now);
      var next = text('div', '', 'next');
      next.appendChild(text('span', M.next, 'label'));
      if (answer.next) {
        var n = answer.next;
        var nextLine = text('div');
        nextLine.appendChild(titleOf(n));
        next.appendChild(nextLine);
        var today = new Date(Math.max(Date.now(), Date.parse(answer.at))).toISOString();
        var when = dateKey(n.start, zone) === dateKey(today, zone) ? '' : dayName(n.start, zone) + ', ';
        next.appendChild(text('div', when + clock(n.start, zone) + '–' + clock(n.end, zone), 'muted'));
      } else {
        next.appendChild(text('div', M.nothingNext));
      }
      box.appendChild(next);
    }

    function showWeek(answer) {
      var zone = zoneOf(answer.station);
      box.textContent = '';
      paint(answer.station);
      heading(answer.station, zone, M.week);
      var today = dateKey(new Date().toISOString(), zone);
      var byDay = {};
      var order = [];
      answer.occurrences.forEach(function (a) {
        var key = dateKey(a.start, zone);
        if (key < today) return;
        if (!byDay[key]) {
          if (order.length >= days) return;
          byDay[key] = [];
          order.push(key);
        }
        byDay[key].push(a);
      });
      if (order.length === 0) box.appendChild(text('p', M.noDays));
      order.forEach(function (key) {
        box.appendChild(text('h3', dayName(byDay[key][0].start, zone)));
        var list = text('ul');
        byDay[key].forEach(function (a) {
          var item = text('li');
          item.appendChild(text('span', clock(a.start, zone) + '–' + clock(a.end, zone) + ' ', 'muted'));
          item.appendChild(titleOf(a));
          if (!compact && a.hosts.length) item.appendChild(text('div', withHosts(a), 'muted'));
          list.appendChild(item);
        });
        box.appendChild(list);
      });
    }

    function load() {
      var path = widget === 'week' ? '/api/public/v1/schedule' : '/api/public/v1/now';
      fetch(origin + path, { credentials: 'omit' })
        .then(function (response) {
          return response.json().then(function (body) {
            if (!response.ok) throw body;
            return body;
          });
        })
        .then(widget === 'week' ? showWeek : showNowNext)
        .catch(function (failure) {
          box.textContent = '';
          var code = failure && failure.error && failure.error.code;
          box.appendChild(text('p', code === 'not_published' ? M.notPublic : M.failed));
        });
    }
    load();
    window.setInterval(load, 60000);
  }

  var scripts = document.currentScript
    ? [document.currentScript]
    : Array.prototype.slice.call(document.querySelectorAll('script[data-station-widget]'));
  scripts.forEach(function (script) {
    if (script.getAttribute('data-station-widget-ready')) return;
    script.setAttribute('data-station-widget-ready', '1');
    mount(script);
  });
})();
`;
}
