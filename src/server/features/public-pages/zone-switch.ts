import { html } from 'hono/html';
import { TIME_ZONES } from '../../../shared/constants/time-zones';
import { regionName, zoneName as listedZoneName } from '../../../shared/i18n/zone-names';
import type { Html } from './page-layout';
import { zoneLabel, type DisplayZone } from './listener-time';
import type { PageLanguage } from './page-language';
import { richText } from './rich-text';

/**
 * "Times in …" with a way to change it: a plain GET form with a select (works without
 * JavaScript), a link back to station time, and a hidden offer of the visitor's own zone that
 * the page script fills in and reveals (public.js). The station's zone is named as the staff
 * screens name it ("Station time: New York time (EST)"), never by its IANA name. The list's
 * regions and zones are named in the page's language as the staff pickers name them (English
 * keeps the list's own labels).
 */
export function zoneSwitch(options: {
  action: string;
  zone: DisplayZone;
  stationZone: string;
  now: Date;
  lang: PageLanguage;
  /** Query parameters the form keeps (the week shown). */
  keep?: Record<string, string>;
  /** A message about the zone asked for, shown at the field. */
  error?: string;
}): Html {
  const { zone, stationZone, now, lang } = options;
  const { t } = lang;
  // The form and the way back keep the language the visitor asked for, as every link does.
  const keep = { ...options.keep, ...(lang.asked && { lang: lang.asked }) };
  const zoneName = html`<strong>${zoneLabel(zone.timeZone, now, lang)}</strong>`;
  const regions = [...new Set(TIME_ZONES.map((z) => z.region))];
  const listed = TIME_ZONES.some((z) => z.value === zone.timeZone);
  return html`<div class="zone">
    <p style="margin:0">
      ${
        zone.isStation
          ? richText(lang, 'public:zone.timesInStation', { zone: zoneName })
          : html`${richText(lang, 'public:zone.timesInOther', { zone: zoneName })}
              <a href="${options.action}${keepQuery(keep)}">${t('public:zone.showStation')}</a>`
      }
    </p>
    <form method="get" action="${options.action}" class="zone">
      ${Object.entries(keep).map(
        ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
      )}
      <label for="tz">${t('public:zone.label')}</label>
      <select
        id="tz"
        name="tz"
        ${options.error ? html`aria-describedby="tz-error" aria-invalid="true"` : ''}
      >
        <option value="" ${zone.isStation ? 'selected' : ''}>
          ${t('public:zone.stationOption', { zone: zoneLabel(stationZone, now, lang) })}
        </option>
        ${
          !listed && !zone.isStation
            ? html`<option value="${zone.timeZone}" selected>${zone.timeZone}</option>`
            : ''
        }
        ${regions.map(
          (region) =>
            html`<optgroup label="${regionName(region, t)}">
              ${TIME_ZONES.filter((z) => z.region === region).map(
                (z) =>
                  html`<option
                    value="${z.value}"
                    ${!zone.isStation && z.value === zone.timeZone ? 'selected' : ''}
                  >
                    ${listedZoneName(z.value, lang.language, t)}
                  </option>`,
              )}
            </optgroup>`,
        )}
      </select>
      <button type="submit">${t('public:zone.submit')}</button>
    </form>
    ${options.error ? html`<p id="tz-error" role="alert"><strong>${options.error}</strong></p>` : ''}
    <p
      data-listener-zone
      data-current="${zone.timeZone}"
      data-named="${t('public:zone.yoursNamed', { zone: '{zone}' })}"
      hidden
      style="margin:0"
    >
      <a href="${options.action}">${t('public:zone.yours')}</a>
    </p>
  </div>`;
}

function keepQuery(keep: Record<string, string> | undefined): string {
  const params = new URLSearchParams(keep ?? {});
  const text = params.toString();
  return text ? `?${text}` : '';
}
