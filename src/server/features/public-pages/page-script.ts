/**
 * The public pages' one script, a progressive enhancement served from this origin (the CSP runs
 * no inline script): it offers the visitor's own time zone, detected with Intl, as a link to the
 * same page with `?tz=`; it reloads a now/next embed each minute so its progress moves; and where
 * the week's days stack (phones, small tablets) it opens the week at today, so a listener does not
 * scroll past the days that are over.
 * Without it every page works: the zone form is a plain GET form.
 */
export const PAGE_SCRIPT = `(function () {
  'use strict';
  var offer = document.querySelector('[data-listener-zone]');
  var zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch (error) {
    zone = '';
  }
  if (offer && zone && zone !== offer.getAttribute('data-current')) {
    var link = offer.querySelector('a');
    if (link) {
      var url = new URL(window.location.href);
      url.searchParams.set('tz', zone);
      link.setAttribute('href', url.pathname + url.search);
      // The words come in the page's language ("…({zone})"), from the catalog.
      link.textContent = (offer.getAttribute('data-named') || '{zone}').replace('{zone}', zone);
      offer.hidden = false;
    }
  }
  var today = document.querySelector('.week > .day.today');
  if (
    today &&
    today.previousElementSibling &&
    !window.location.hash &&
    window.matchMedia('(max-width: 63.99rem)').matches
  ) {
    today.scrollIntoView({ block: 'start' });
  }
  var refresh = Number(document.documentElement.getAttribute('data-refresh-seconds'));
  if (refresh > 0) {
    window.setTimeout(function () {
      window.location.reload();
    }, refresh * 1000);
  }
})();
`;
