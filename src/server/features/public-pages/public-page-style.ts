/**
 * The public pages' and embeds' one stylesheet, served from this origin (the CSP allows no
 * other). Colours come from custom properties the page sets on <html>: --accent (links and
 * highlights, already readable on the background), --on-accent, --bg and --fg. Below 64rem the
 * week is a day-by-day list; from 64rem it is a grid of seven columns whose rows are quarter
 * hours (each airing carries --row and --span). Sides are logical (inline-start, not left), so a
 * language written right to left mirrors the layout.
 */
export const PUBLIC_PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{--bg:#ffffff;--fg:#111827;--muted:#4b5563;--line:#d1d5db;background:var(--bg);color:var(--fg)}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;overflow-wrap:anywhere}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,select:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
img{max-width:100%}
.skip{position:absolute;inset-inline-start:-999px;top:0;background:var(--bg);padding:.5rem}
.skip:focus{inset-inline-start:.5rem}
.masthead{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;padding:.75rem 1rem;border-bottom:4px solid var(--accent)}
.languages{margin-inline-start:auto}
.languages ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:0;padding:0;font-size:.9rem}
.languages [aria-current]{font-weight:700}
.brand{display:flex;align-items:center;gap:.75rem;color:var(--fg);text-decoration:none;font-weight:700;font-size:1.15rem}
.brand img{height:2.5rem;width:auto;max-width:10rem;object-fit:contain}
main{max-width:80rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.25rem 0 1rem;line-height:1.2}
h2{font-size:1.15rem;margin:0 0 .5rem}
.muted{color:var(--muted)}
.panel{border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin:0 0 1rem}
.on-air{display:grid;gap:1rem}
@media (min-width:48rem){.on-air{grid-template-columns:2fr 1fr}}
.label{display:inline-block;font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:var(--accent);color:var(--on-accent);border-radius:999px;padding:.1rem .6rem}
.now-title{font-size:1.35rem;font-weight:700;margin:.35rem 0 .1rem}
progress{width:100%;height:.6rem;accent-color:var(--accent)}
.zone{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0 0 1rem}
.zone select,.zone button{font:inherit;padding:.3rem .5rem;border:1px solid var(--line);border-radius:.4rem;background:var(--bg);color:var(--fg);max-width:100%}
.zone button{cursor:pointer}
form.zone{flex:0 1 auto;min-inline-size:0}
.zone select{flex:0 1 auto;min-inline-size:0}
.weeks{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;margin:0 0 1rem}
.weeks h2{margin:0}
.week{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.day h3{font-size:1rem;margin:0 0 .4rem;padding-bottom:.25rem;border-bottom:2px solid var(--line)}
.day.today h3{border-color:var(--accent)}
.airings{list-style:none;margin:0;padding:0;display:grid;gap:.4rem}
.airing{border-inline-start:4px solid var(--show,var(--accent));background:color-mix(in srgb,var(--show,var(--accent)) 8%,var(--bg));border-radius:.35rem;padding:.35rem .5rem;min-width:0}
.airing.past{border-inline-start-style:dashed}
.airing a{color:var(--fg)}
.airing.now{outline:2px solid var(--accent)}
.airing .time{display:block;font-size:.85rem;color:var(--muted);font-variant-numeric:tabular-nums}
.airing .title{font-weight:600}
.airing .hosts{display:block;font-size:.85rem;color:var(--muted)}
.badge{display:inline-block;font-size:.75rem;font-weight:700;background:var(--accent);color:var(--on-accent);border-radius:999px;padding:0 .45rem;margin-inline-start:.25rem}
@media (min-width:64rem){
 .week{grid-template-columns:repeat(7,minmax(0,1fr));gap:.5rem}
 .airings{grid-template-rows:repeat(var(--rows),minmax(1.1rem,auto));gap:0}
 .airing{grid-row:var(--row)/span var(--span);margin:1px 0;overflow:hidden;font-size:.85rem;padding:.2rem .35rem}
 .airing .time,.airing .hosts{font-size:.75rem}
}
.chips{list-style:none;display:flex;flex-wrap:wrap;gap:.35rem;margin:.25rem 0 1rem;padding:0}
.chips li{border:1px solid var(--line);border-radius:999px;padding:0 .6rem;font-size:.9rem}
.profile{display:grid;gap:1rem}
@media (min-width:48rem){.profile{grid-template-columns:16rem 1fr}}
.profile>div{min-inline-size:0}
.profile img{width:100%;max-width:16rem;border-radius:.75rem;object-fit:cover}
.list{margin:0 0 1rem;padding-inline-start:1.25rem}
footer{max-width:80rem;margin:0 auto;padding:1rem;border-top:1px solid var(--line);font-size:.9rem}
.embed{padding:.75rem;font-size:.95rem}
.embed h1{font-size:1.05rem;margin:0 0 .5rem}
.embed .now-title{font-size:1.1rem}
.embed .row{display:grid;gap:.5rem}
.embed.compact{padding:.4rem}
.embed .days{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr))}
`;
