// Draws the site's illustrations (hero, founder portrait placeholder, book covers, chakra chart,
// video poster, link-preview image) as SVG and writes them as sized WebP files under
// public/images: `<name>.webp` at the largest width, `<name>-<w>.webp` for each smaller width.
// Run again after changing a drawing: node scripts/make-images.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '..', 'public', 'images');
mkdirSync(out, { recursive: true });

const CHAKRAS = ['#8b5cf6', '#6366f1', '#0ea5e9', '#22c55e', '#eab308', '#f97316', '#ef4444'];

const glowFilter = `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/** A seated figure in meditation, centred on x = cx, head at y = top, scale s. */
function figure(cx, top, s, fill) {
  const p = (x, y) => `${cx + x * s},${top + y * s}`;
  return `<g fill="${fill}">
    <circle cx="${cx}" cy="${top + 55 * s}" r="${52 * s}"/>
    <path d="M${p(-22, 100)} L${p(22, 100)} L${p(26, 125)} C${p(80, 130)} ${p(110, 150)} ${p(118, 200)}
      C${p(128, 270)} ${p(120, 330)} ${p(150, 380)} C${p(175, 400)} ${p(230, 405)} ${p(250, 430)}
      C${p(265, 455)} ${p(230, 480)} ${p(150, 482)} L${p(-150, 482)} C${p(-230, 480)} ${p(-265, 455)} ${p(-250, 430)}
      C${p(-230, 405)} ${p(-175, 400)} ${p(-150, 380)} C${p(-120, 330)} ${p(-128, 270)} ${p(-118, 200)}
      C${p(-110, 150)} ${p(-80, 130)} ${p(-26, 125)} Z"/>
    ${[1, -1]
      .map(
        (d) => `<path d="M${p(d * 95, 160)} C${p(d * 150, 230)} ${p(d * 150, 330)} ${p(d * 170, 395)} C${p(d * 178, 415)} ${p(d * 150, 425)} ${p(d * 130, 410)}
          C${p(d * 118, 360)} ${p(d * 112, 280)} ${p(d * 95, 220)} Z" fill="#fff" fill-opacity="0.08"/>
        <ellipse cx="${cx + d * 160 * s}" cy="${top + 412 * s}" rx="${26 * s}" ry="${13 * s}" fill="#fff" fill-opacity="0.1"/>`,
      )
      .join('')}
  </g>`;
}

function chakraDots(cx, top, s, r) {
  const ys = [5, 55, 118, 190, 262, 325, 385];
  return `<g filter="url(#glow)">${ys
    .map((y, i) => `<circle cx="${cx}" cy="${top + y * s}" r="${r}" fill="${CHAKRAS[i]}"/><circle cx="${cx}" cy="${top + y * s}" r="${r * 0.45}" fill="#fff" opacity="0.7"/>`)
    .join('')}</g>`;
}

const hero = (w = 1280, h = 1024) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1280 1024">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2e1065"/><stop offset="0.55" stop-color="#6d28d9"/><stop offset="1" stop-color="#fbbf77"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7ed" stop-opacity="0.9"/><stop offset="0.45" stop-color="#fde68a" stop-opacity="0.35"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/>
    </radialGradient>
    ${glowFilter}
  </defs>
  <rect width="1280" height="1024" fill="url(#sky)"/>
  ${[470, 400, 330, 260].map((r, i) => `<circle cx="640" cy="470" r="${r}" fill="none" stroke="#fff" stroke-opacity="${0.06 + i * 0.04}" stroke-width="2"/>`).join('')}
  ${Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<ellipse cx="${640 + Math.cos(a) * 300}" cy="${470 + Math.sin(a) * 300}" rx="46" ry="14" transform="rotate(${(a * 180) / Math.PI} ${640 + Math.cos(a) * 300} ${470 + Math.sin(a) * 300})" fill="#fff" opacity="0.08"/>`;
  }).join('')}
  <circle cx="640" cy="470" r="300" fill="url(#halo)"/>
  ${figure(640, 200, 1, '#1e1b4b')}
  ${chakraDots(640, 200, 1, 15)}
  <path d="M0 900 C300 840 500 960 800 900 C1000 860 1150 880 1280 860 L1280 1024 L0 1024 Z" fill="#fff" opacity="0.18"/>
  <path d="M0 950 C320 900 560 1000 860 950 C1050 920 1180 940 1280 930 L1280 1024 L0 1024 Z" fill="#fff" opacity="0.22"/>
</svg>`;

const founder = () => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ede9fe"/><stop offset="1" stop-color="#fde7c8"/></linearGradient>
    <radialGradient id="aura" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="640" height="800" fill="url(#bg)"/>
  <circle cx="320" cy="330" r="300" fill="url(#aura)"/>
  <g fill="#5b21b6" opacity="0.88">
    <ellipse cx="320" cy="300" rx="112" ry="132"/>
    <path d="M320 250 C230 250 200 330 205 420 C140 450 100 520 90 620 L80 800 L560 800 L550 620 C540 520 500 450 435 420 C440 330 410 250 320 250 Z" opacity="0.35"/>
    <path d="M250 420 L390 420 L400 470 C480 490 540 540 560 640 L575 800 L65 800 L80 640 C100 540 160 490 240 470 Z"/>
  </g>
  <path d="M230 560 C280 600 360 600 410 560" stroke="#f5d0fe" stroke-width="6" fill="none" opacity="0.6"/>
</svg>`;

function bookCover({ title, subtitle, from, to, motif }) {
  const lines = title.split('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">
  <defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${glowFilter}</defs>
  <rect width="400" height="600" fill="url(#c)"/>
  <rect x="14" y="14" width="372" height="572" fill="none" stroke="#fde68a" stroke-opacity="0.6" stroke-width="2"/>
  <rect x="0" y="0" width="14" height="600" fill="#000" opacity="0.18"/>
  ${motif}
  ${lines.map((l, i) => `<text x="200" y="${420 + i * 46}" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="38" fill="#fff">${l}</text>`).join('')}
  <text x="200" y="${430 + lines.length * 46}" text-anchor="middle" font-family="DejaVu Sans" font-size="15" fill="#fde68a" letter-spacing="2">${subtitle}</text>
  <text x="200" y="560" text-anchor="middle" font-family="DejaVu Sans" font-size="17" fill="#fff" letter-spacing="3">DR. KAVITA MEHTA</text>
</svg>`;
}

const compass = `<g transform="translate(200 200)" stroke="#fde68a" fill="none" stroke-width="3">
  <circle r="110" stroke-opacity="0.5"/><circle r="80"/>
  <path d="M0 -120 L18 0 L0 120 L-18 0 Z" fill="#fde68a" fill-opacity="0.85"/>
  <path d="M-120 0 L0 -14 L120 0 L0 14 Z" fill="#fff" fill-opacity="0.5"/></g>`;
const rings = `<g fill="none" stroke-width="6"><circle cx="165" cy="200" r="85" stroke="#fecdd3"/><circle cx="235" cy="200" r="85" stroke="#fde68a"/></g>
  <path d="M200 232 C170 205 150 188 160 168 C170 150 195 155 200 172 C205 155 230 150 240 168 C250 188 230 205 200 232 Z" fill="#fff"/>`;
const column = `<g filter="url(#glow)">${CHAKRAS.map((c, i) => `<circle cx="200" cy="${80 + i * 40}" r="15" fill="${c}"/>`).join('')}</g>
  <line x1="200" y1="80" x2="200" y2="320" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`;

const chakraChart = () => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.45" r="0.65"><stop offset="0" stop-color="#4c1d95"/><stop offset="1" stop-color="#1e1b4b"/></radialGradient>
    ${glowFilter}
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${[340, 280, 220].map((r) => `<circle cx="400" cy="400" r="${r}" fill="none" stroke="#c4b5fd" stroke-opacity="0.15" stroke-width="2"/>`).join('')}
  ${figure(400, 150, 1.05, '#312e81')}
  ${[5, 55, 118, 190, 262, 325, 385].map((y, i) => {
    const cy = 150 + y * 1.05;
    const side = i % 2 === 0 ? 1 : -1;
    return `<line x1="400" y1="${cy}" x2="${400 + side * 260}" y2="${cy}" stroke="${CHAKRAS[i]}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="6 6"/>
      <circle cx="${400 + side * 275}" cy="${cy}" r="12" fill="none" stroke="${CHAKRAS[i]}" stroke-width="3"/>`;
  }).join('')}
  ${chakraDots(400, 150, 1.05, 17)}
</svg>`;

const videoPoster = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b0764"/><stop offset="1" stop-color="#9a3412"/></linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fde68a" stop-opacity="0.55"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
    ${glowFilter}
  </defs>
  <rect width="1280" height="720" fill="url(#v)"/>
  <circle cx="960" cy="330" r="260" fill="url(#halo)"/>
  ${figure(960, 130, 0.9, '#1e1b4b')}
  ${chakraDots(960, 130, 0.9, 12)}
  ${[200, 150, 100].map((r) => `<circle cx="330" cy="360" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>`).join('')}
</svg>`;

const ogImage = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2e1065"/><stop offset="0.6" stop-color="#6d28d9"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
    ${glowFilter}
  </defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${figure(930, 90, 0.95, '#1e1b4b')}
  ${chakraDots(930, 90, 0.95, 13)}
  <text x="80" y="270" font-family="DejaVu Serif" font-weight="bold" font-size="76" fill="#fff">Antarman</text>
  <text x="80" y="340" font-family="DejaVu Sans" font-size="34" fill="#fde68a">Healing &amp; Life Coaching</text>
  <text x="80" y="420" font-family="DejaVu Sans" font-size="26" fill="#fff" opacity="0.9">Dr. Kavita Mehta · English, Hindi, Gujarati</text>
</svg>`;

async function write(name, svg, widths, { quality = 78 } = {}) {
  const largest = Math.max(...widths);
  for (const w of widths) {
    const file = path.join(out, w === largest ? `${name}.webp` : `${name}-${w}.webp`);
    const info = await sharp(Buffer.from(svg), { density: 144 }).resize({ width: w }).webp({ quality, effort: 6 }).toFile(file);
    console.log(`${path.basename(file)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
  }
}

await write('hero', hero(), [480, 720, 960, 1280]);
await write('founder', founder(), [320, 640]);
await write('book-inner-compass', bookCover({ title: 'The Inner\nCompass', subtitle: 'FINDING YOUR TRUE NORTH', from: '#4c1d95', to: '#1e1b4b', motif: compass }), [200, 400]);
await write('book-healing-relationships', bookCover({ title: 'Healing\nRelationships', subtitle: 'FROM HURT TO HARMONY', from: '#9f1239', to: '#4c0519', motif: rings }), [200, 400]);
await write('book-chakras-everyday', bookCover({ title: 'Chakras for\nEveryday Life', subtitle: 'SEVEN CENTRES, ONE BALANCE', from: '#0f766e', to: '#134e4a', motif: column }), [200, 400]);
await write('chakra-chart', chakraChart(), [400, 800]);
await write('video-poster', videoPoster(), [640, 1280]);
const og = await sharp(Buffer.from(ogImage())).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(out, 'og-image.jpg'));
console.log(`og-image.jpg ${og.width}x${og.height} ${(og.size / 1024).toFixed(1)} KB`);

// The tab and home-screen icon, public/favicon.png, drawn from public/favicon.svg: a PNG, because the
// browser makes an SVG icon a whole SVG document of its own, built and laid out on the page's main
// thread while the page loads (40-160 ms under Lighthouse's 4x slowdown on the bench machine).
const icon = await sharp(path.join(out, '..', 'favicon.svg'), { density: 288 }).resize(96, 96).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, '..', 'favicon.png'));
console.log(`favicon.png ${icon.width}x${icon.height} ${(icon.size / 1024).toFixed(1)} KB`);
