#!/usr/bin/env node
/**
 * Regenerates the sample images and PDFs of cms/data/ from the JSON files there.
 *
 *   npm run sample-files      (node --import tsx scripts/make-sample-images.mjs: the PDF writer is TypeScript)
 *
 * Every picture is an SVG composition (gradients, simple shapes, text) rendered with sharp, so nothing is
 * downloaded and the output is the same on every run. The JSON files name the output paths (relative to
 * cms/data/); a few hint fields (`motif`, `year`) pick the drawing and are ignored by the seed.
 * PDFs are one A4 page in Helvetica, laid out below and written by the tests' PDF writer (@bank/test-support).
 */
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile, stat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @bank/test-support is TypeScript that tsx loads as CommonJS: its exports are the default import's fields.
import testSupport from '@bank/test-support';

const { pdfFile } = testSupport;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');
const dataDir = path.join(cmsDir, 'data');
// sharp comes with Strapi's dependencies: resolve it from the cms workspace.
const sharp = createRequire(path.join(cmsDir, 'package.json'))('sharp');

const BUDGET = {
  banners: 60 * 1024,
  people: 15 * 1024,
  news: 40 * 1024,
  awards: 40 * 1024,
  gallery: 60 * 1024,
  logos: 20 * 1024,
  files: 10 * 1024,
};
const TOTAL_BUDGET = 2.5 * 1024 * 1024;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";

/** Brand palette: deep navy, teal, gold, green, maroon, plum. */
const PALETTES = [
  ['#0a2f5c', '#13698a'],
  ['#0f5e6b', '#1f9a8a'],
  ['#3d1f5c', '#8a2a5b'],
  ['#12452f', '#2e8b57'],
  ['#5c1a2e', '#b0413e'],
  ['#1b2a49', '#3f5f9a'],
  ['#2c3e50', '#16817a'],
];
const GOLD = '#e8b030';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by character count (good enough for one font). */
function wrap(text, maxChars) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? line + ' ' + word : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/* ------------------------------------------------------------------ motifs */
/**
 * Line-art icons drawn in a 200x200 box centred on the origin (-100..100); `c` is the stroke colour,
 * `a` the accent colour. Returned as SVG markup to be placed with a transform.
 */
const MOTIFS = {
  building: (c, a) => `
    <path d="M-90 70 H90 M-80 70 V-20 M80 70 V-20 M-90 -20 H90 L0 -80 Z" fill="none" stroke="${c}" stroke-width="7" stroke-linejoin="round"/>
    ${[-55, -20, 20, 55].map((x) => `<rect x="${x - 8}" y="-5" width="16" height="65" rx="3" fill="${c}"/>`).join('')}
    <circle cx="0" cy="-42" r="12" fill="${a}"/>`,
  bell: (c, a) => `
    <path d="M-60 45 Q-55 -5 -45 -30 Q-30 -70 0 -72 Q30 -70 45 -30 Q55 -5 60 45 Z" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M-75 45 H75" stroke="${c}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="0" cy="62" r="13" fill="${a}"/>
    <path d="M70 -70 Q90 -50 85 -20 M-70 -70 Q-90 -50 -85 -20" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  phone: (c, a) => `
    <rect x="-50" y="-90" width="100" height="180" rx="16" fill="none" stroke="${c}" stroke-width="8"/>
    <rect x="-38" y="-70" width="76" height="125" rx="4" fill="${c}" opacity="0.18"/>
    <circle cx="0" cy="72" r="7" fill="${c}"/>
    <rect x="-26" y="-55" width="52" height="12" rx="3" fill="${a}"/>
    <rect x="-26" y="-35" width="36" height="8" rx="3" fill="${c}"/>
    <rect x="-26" y="-20" width="44" height="8" rx="3" fill="${c}"/>
    <rect x="-26" y="0" width="52" height="32" rx="4" fill="${a}" opacity="0.8"/>`,
  coins: (c, a) => `
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="-35" cy="${60 - i * 24}" rx="45" ry="14" fill="${i === 3 ? a : 'none'}" stroke="${c}" stroke-width="6"/>`).join('')}
    ${[0, 1, 2].map((i) => `<ellipse cx="45" cy="${60 - i * 24}" rx="45" ry="14" fill="${i === 2 ? a : 'none'}" stroke="${c}" stroke-width="6"/>`).join('')}
    <path d="M40 -50 L40 -90 M25 -75 L40 -90 L55 -75" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  cap: (c, a) => `
    <path d="M-95 -20 L0 -65 L95 -20 L0 25 Z" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M-55 0 V45 Q0 80 55 45 V0" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M80 -13 V45" stroke="${a}" stroke-width="6"/>
    <circle cx="80" cy="52" r="10" fill="${a}"/>`,
  chart: (c, a) => `
    <path d="M-90 -85 V80 H90" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/>
    ${[
      [-60, 40],
      [-25, 15],
      [10, -10],
      [45, -45],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="26" height="${70 - y}" rx="3" fill="${c}" opacity="0.85"/>`)
      .join('')}
    <path d="M-70 20 L-15 -10 L20 -30 L75 -80" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>
    <path d="M50 -82 L77 -82 L77 -55" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  handshake: (c, a) => `
    <circle cx="-30" cy="0" r="55" fill="none" stroke="${c}" stroke-width="8"/>
    <circle cx="30" cy="0" r="55" fill="none" stroke="${a}" stroke-width="8"/>
    <path d="M-20 -5 L0 15 L35 -25" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  briefcase: (c, a) => `
    <rect x="-90" y="-45" width="180" height="120" rx="12" fill="none" stroke="${c}" stroke-width="8"/>
    <path d="M-30 -45 V-70 H30 V-45" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M-90 5 H90" stroke="${c}" stroke-width="6"/>
    <rect x="-16" y="-6" width="32" height="24" rx="4" fill="${a}"/>`,
  globe: (c, a) => `
    <circle cx="0" cy="0" r="85" fill="none" stroke="${c}" stroke-width="7"/>
    <ellipse cx="0" cy="0" rx="38" ry="85" fill="none" stroke="${c}" stroke-width="5"/>
    <path d="M-85 0 H85 M-75 -40 H75 M-75 40 H75" stroke="${c}" stroke-width="5"/>
    <path d="M-110 -60 Q0 -140 110 -60" fill="none" stroke="${a}" stroke-width="6" stroke-dasharray="14 10"/>
    <circle cx="110" cy="-60" r="9" fill="${a}"/>`,
  card: (c, a) => `
    <rect x="-95" y="-60" width="190" height="120" rx="14" fill="none" stroke="${c}" stroke-width="7"/>
    <rect x="-95" y="-35" width="190" height="22" fill="${c}" opacity="0.8"/>
    <rect x="-75" y="5" width="34" height="26" rx="4" fill="${a}"/>
    <rect x="-75" y="40" width="90" height="8" rx="3" fill="${c}"/>
    <circle cx="50" cy="30" r="17" fill="${a}" opacity="0.9"/><circle cx="70" cy="30" r="17" fill="${c}" opacity="0.6"/>`,
  arrows: (c, a) => `
    <path d="M-85 -30 H65 M40 -55 L70 -30 L40 -5" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M85 35 H-65 M-40 10 L-70 35 L-40 60" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  house: (c, a) => `
    <path d="M-85 -5 L0 -80 L85 -5" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M-65 -20 V80 H65 V-20" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <rect x="-18" y="25" width="36" height="55" rx="3" fill="${a}"/>
    <rect x="-50" y="5" width="24" height="24" rx="2" fill="${c}" opacity="0.7"/>
    <rect x="26" y="5" width="24" height="24" rx="2" fill="${c}" opacity="0.7"/>`,
  clock: (c, a) => `
    <circle cx="0" cy="0" r="85" fill="none" stroke="${c}" stroke-width="8"/>
    ${Array.from({ length: 12 }, (_, i) => `<path d="M0 -70 V-58" stroke="${c}" stroke-width="6" transform="rotate(${i * 30})"/>`).join('')}
    <path d="M0 0 V-50 M0 0 L35 20" stroke="${a}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="0" cy="0" r="8" fill="${a}"/>`,
  book: (c, a) => `
    <path d="M0 -50 Q-45 -75 -95 -55 V65 Q-45 45 0 70 Q45 45 95 65 V-55 Q45 -75 0 -50 Z" fill="none" stroke="${c}" stroke-width="7" stroke-linejoin="round"/>
    <path d="M0 -50 V70" stroke="${c}" stroke-width="6"/>
    ${[-25, -5, 15].map((y) => `<path d="M-75 ${y} Q-45 ${y - 12} -18 ${y}" fill="none" stroke="${a}" stroke-width="5"/>`).join('')}`,
  heart: (c, a) => `
    <path d="M0 75 C-70 25 -95 -10 -80 -45 C-65 -80 -20 -80 0 -45 C20 -80 65 -80 80 -45 C95 -10 70 25 0 75 Z" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M-45 0 H-20 L-8 -25 L8 25 L20 0 H45" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  star: (c, a) => `
    <path d="M0 -85 L24 -28 L85 -25 L38 14 L54 75 L0 41 L-54 75 L-38 14 L-85 -25 L-24 -28 Z" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>
    <circle cx="0" cy="5" r="16" fill="${a}"/>`,
  trophy: (c, a) => `
    <path d="M-50 -75 H50 V-20 Q50 30 0 35 Q-50 30 -50 -20 Z" fill="${a}" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M-50 -60 Q-95 -60 -80 -20 Q-70 0 -45 5 M50 -60 Q95 -60 80 -20 Q70 0 45 5" fill="none" stroke="${c}" stroke-width="7"/>
    <path d="M-10 35 V60 H10 V35" fill="${c}"/>
    <rect x="-45" y="60" width="90" height="22" rx="4" fill="${c}"/>`,
};

const placeMotif = (name, x, y, scale, c, a, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${opacity}">${(MOTIFS[name] ?? MOTIFS.star)(c, a)}</g>`;

/* ------------------------------------------------------------------ compositions */
function bannerSvg(slide, i) {
  const [c1, c2] = PALETTES[i % PALETTES.length];
  const W = 1600;
  const H = 600;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1210" cy="290" r="330" fill="url(#glow)"/>
  <circle cx="1480" cy="-40" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="120" cy="640" r="260" fill="#000000" opacity="0.10"/>
  <circle cx="${900 + (i % 4) * 40}" cy="90" r="46" fill="${GOLD}" opacity="0.22"/>
  <path d="M0 ${H - 110} C 400 ${H - 190}, 800 ${H - 20}, 1600 ${H - 150} V ${H} H 0 Z" fill="#ffffff" opacity="0.07"/>
  <path d="M0 ${H - 60} C 500 ${H - 120}, 900 ${H + 10}, 1600 ${H - 80} V ${H} H 0 Z" fill="#000000" opacity="0.12"/>
  ${placeMotif(slide.motif, 1210, 290, 1.55, '#ffffff', GOLD, 0.92)}
  <g transform="translate(1500 540)" opacity="0.55">
    <circle r="20" fill="none" stroke="#ffffff" stroke-width="4"/><text y="7" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="20" fill="#ffffff">T</text>
  </g>
</svg>`;
}

function initials(name) {
  const words = name
    .replace(/\b(Alhaji|Dr|Mr|Mrs|Ms|Pa|Ya)\b\.?/g, '')
    .split(/\s+/)
    .filter((w) => /^[A-Z][a-z]/.test(w));
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return first + last;
}

function avatarSvg(person, i) {
  const [c1, c2] = PALETTES[(i * 3 + (person.group === 'board' ? 0 : 1)) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <circle cx="200" cy="200" r="150" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"/>
  <circle cx="340" cy="60" r="90" fill="#ffffff" opacity="0.06"/>
  <text x="200" y="238" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="112" letter-spacing="4" fill="#ffffff">${esc(initials(person.name))}</text>
  <rect x="160" y="290" width="80" height="6" rx="3" fill="${GOLD}"/>
</svg>`;
}

function newsSvg(item, i) {
  const byCat = { News: PALETTES[0], Events: PALETTES[2], Donation: PALETTES[3] };
  const [c1, c2] = byCat[item.category] ?? PALETTES[i % PALETTES.length];
  const chipW = 40 + item.category.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#bg)"/>
  <circle cx="${560 + (i % 3) * 30}" cy="250" r="210" fill="#ffffff" opacity="0.07"/>
  <circle cx="90" cy="450" r="160" fill="#000000" opacity="0.12"/>
  <path d="M0 420 C 220 360, 480 480, 800 400 V500 H0 Z" fill="#ffffff" opacity="0.06"/>
  ${placeMotif(item.motif, 560 + (i % 3) * 30, 240, 1.15, '#ffffff', GOLD)}
  <rect x="40" y="40" width="${chipW}" height="40" rx="20" fill="#ffffff" opacity="0.92"/>
  <text x="${40 + chipW / 2}" y="67" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="20" fill="${c1}">${esc(item.category)}</text>
  <text x="40" y="455" font-family="${SERIF}" font-weight="bold" font-size="26" fill="#ffffff" opacity="0.85">Trust Bank</text>
</svg>`;
}

function awardSvg(award, i) {
  const [c1, c2] = PALETTES[(i + 5) % PALETTES.length];
  const lines = wrap(award.title.replace(/\s*\d{4}$/, ''), 24).slice(0, 3);
  // Two laurel branches on an arc around the trophy (angles in SVG coordinates, 90 = straight down).
  const laurel = (side) =>
    Array.from({ length: 8 }, (_, k) => {
      const theta = ((110 + k * 19) * Math.PI) / 180;
      const x = 300 + side * -1 * 125 * Math.cos(theta);
      const y = 200 + 125 * Math.sin(theta);
      const rot = side * -1 * (110 + k * 19 + 90);
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="20" fill="${GOLD}" opacity="0.85" transform="rotate(${rot} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${c2}"/><stop offset="1" stop-color="${c1}"/></radialGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <rect x="18" y="18" width="564" height="564" rx="10" fill="none" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="3"/>
  ${laurel(1)}${laurel(-1)}
  ${placeMotif('trophy', 300, 195, 0.95, '#ffffff', GOLD)}
  <text x="300" y="392" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="44" fill="${GOLD}">${esc(award.year ?? '')}</text>
  ${lines.map((l, k) => `<text x="300" y="${440 + k * 36}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="30" fill="#ffffff">${esc(l)}</text>`).join('')}
  <text x="300" y="560" text-anchor="middle" font-family="${FONT}" font-size="18" letter-spacing="3" fill="#ffffff" opacity="0.7">TRUST BANK</text>
</svg>`;
}

function gallerySvg(item, i) {
  const W = 1200;
  const H = 800;
  const scenes = [
    { sky: ['#8ec9e8', '#dff1fb'], ground: '#c9b48a', building: true },
    { sky: ['#6fb7e0', '#f6e7c1'], ground: '#e9d3a0', sea: true },
    { sky: ['#9fd3c7', '#eef7e9'], ground: '#b9925e', school: true },
    { sky: ['#2f3e5c', '#4c6a94'], ground: '#6b4b3a', hall: true },
    { sky: ['#ffb56b', '#ffe5b8'], ground: '#a7784f', road: true },
    { sky: ['#b9d7ef', '#f2f6fb'], ground: '#8f9fb3', hall: true },
  ];
  const s = scenes[i % scenes.length];
  const shirt = ['#0a2f5c', '#13698a', GOLD, '#2e8b57', '#b0413e', '#3f5f9a', '#ffffff'];
  const skin = ['#5a3a22', '#6d4327', '#4a2e1b', '#7a4b2c'];
  const people = Array.from({ length: 9 }, (_, k) => {
    const x = 140 + k * 115 + ((k * 37) % 25);
    const h = 1 + ((k * 13) % 5) / 20;
    const y = 690;
    return `<g transform="translate(${x} ${y}) scale(${h})">
      <rect x="-38" y="-230" width="76" height="150" rx="34" fill="${shirt[(k + i) % shirt.length]}"/>
      <rect x="-30" y="-95" width="25" height="95" rx="10" fill="#2b2b33"/><rect x="5" y="-95" width="25" height="95" rx="10" fill="#2b2b33"/>
      <circle cx="0" cy="-268" r="34" fill="${skin[(k + i) % skin.length]}"/>
    </g>`;
  }).join('');
  const extra = [
    s.building
      ? `<rect x="380" y="180" width="460" height="360" fill="#f4efe6"/><rect x="380" y="160" width="460" height="36" fill="#0a2f5c"/>
         <text x="610" y="186" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="26" fill="#ffffff">TRUST BANK</text>
         ${[0, 1, 2, 3].map((k) => `<rect x="${410 + k * 110}" y="230" width="70" height="110" fill="#7fb3d5"/>`).join('')}`
      : '',
    s.sea
      ? `<rect x="0" y="400" width="${W}" height="140" fill="#2f86b8"/><path d="M0 420 Q 150 400 300 420 T 600 420 T 900 420 T 1200 420" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>`
      : '',
    s.school
      ? `<rect x="300" y="230" width="600" height="310" fill="#f1d9a7"/><path d="M270 235 L600 120 L930 235 Z" fill="#b0413e"/>
         ${[0, 1, 2, 3, 4].map((k) => `<rect x="${340 + k * 112}" y="290" width="60" height="80" fill="#4f7fa6"/>`).join('')}`
      : '',
    s.hall
      ? `<rect x="200" y="120" width="800" height="60" fill="${GOLD}" opacity="0.9"/><text x="600" y="162" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="32" fill="#1b2a49">TRUST BANK</text>
         ${[0, 1, 2, 3, 4, 5].map((k) => `<rect x="${150 + k * 170}" y="230" width="16" height="320" fill="#ffffff" opacity="0.15"/>`).join('')}`
      : '',
    s.road
      ? `<path d="M500 540 L560 380 H640 L700 540 Z" fill="#55555f"/><path d="M600 390 V540" stroke="#ffffff" stroke-width="6" stroke-dasharray="20 18"/><circle cx="980" cy="170" r="70" fill="#fff3c4"/>`
      : '',
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect x="0" y="540" width="${W}" height="${H - 540}" fill="${s.ground}"/>
  ${extra}
  ${people}
</svg>`;
}

function partnerSvg(partner, i) {
  const colours = ['#1a1f71', '#eb001b', '#111111', '#d6202b', '#0b5394'];
  const c = colours[i % colours.length];
  const name = partner.name;
  const size = Math.min(48, Math.floor(240 / (name.length * 0.74)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="140" viewBox="0 0 360 140">
  <rect x="6" y="6" width="348" height="128" rx="18" fill="#ffffff" stroke="${c}" stroke-opacity="0.25" stroke-width="3"/>
  <circle cx="54" cy="70" r="26" fill="${c}"/><circle cx="54" cy="70" r="12" fill="#ffffff"/>
  <text x="${98}" y="${70 + size * 0.36}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${c}">${esc(name)}</text>
</svg>`;
}

function subsidiarySvg(sub) {
  const isHome = sub.slug === 'homefinance';
  const [c1, c2] = isHome ? PALETTES[3] : PALETTES[4];
  const title = isHome ? 'Home Finance' : 'BAYBA';
  const sub2 = isHome ? 'THE HOME FINANCE COMPANY' : 'FINANCIAL SERVICES';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="180" viewBox="0 0 560 180">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
  <circle cx="90" cy="90" r="70" fill="url(#bg)"/>
  ${placeMotif(isHome ? 'house' : 'arrows', 90, 92, 0.5, '#ffffff', GOLD)}
  <text x="180" y="96" font-family="${FONT}" font-weight="bold" font-size="${isHome ? 40 : 56}" fill="${c1}">${title}</text>
  <text x="182" y="130" font-family="${FONT}" font-size="17" letter-spacing="2" fill="${c2}">${sub2}</text>
</svg>`;
}

/* ------------------------------------------------------------------ PDF pages */
/** Windows-1252-ish text: keep printable ASCII, map a few typographic characters, escape PDF specials. */
function pdfText(s) {
  return String(s)
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');
}

/**
 * One A4 page. `blocks` is a list of {text, size, bold, gap, rule} drawn top-down; long text wraps.
 */
function makePdf(title, blocks) {
  const ops = [];
  let y = 800;
  // header band
  ops.push('0.04 0.18 0.36 rg 0 802 595 40 re f');
  ops.push(`BT /F2 16 Tf 1 1 1 rg 40 816 Td (${pdfText('TRUST BANK')}) Tj ET`);
  ops.push(`BT /F1 9 Tf 1 1 1 rg 380 816 Td (${pdfText('3-4 Ecowas Avenue, Banjul, The Gambia')}) Tj ET`);
  y = 770;
  for (const b of blocks) {
    if (b.rule) {
      ops.push(`0.8 0.8 0.8 RG 0.8 w 40 ${y} m 555 ${y} l S`);
      y -= 14;
      continue;
    }
    const size = b.size ?? 10.5;
    const font = b.bold ? '/F2' : '/F1';
    const maxChars = Math.floor(515 / (size * 0.5));
    for (const line of wrap(b.text, maxChars)) {
      ops.push(`BT ${font} ${size} Tf 0.1 0.1 0.1 rg 40 ${y} Td (${pdfText(line)}) Tj ET`);
      y -= size * 1.45;
    }
    y -= b.gap ?? 6;
  }
  if (y < 45) throw new Error(`PDF text of "${title}" does not fit on one page`);
  ops.push(
    `BT /F1 8 Tf 0.45 0.45 0.45 rg 40 30 Td (${pdfText('Sample document generated for the Trust Bank website. Not a real bank document.')}) Tj ET`,
  );
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (make-sample-images.mjs) /Author (Trust Bank) >>`,
  ];
  return pdfFile(objects, { info: objects.length, binaryMarker: true });
}

const field = (label) => ({ text: `${label}: ______________________________________________`, gap: 8 });

const PDF_BODIES = {
  'files/form-personal-account-opening.pdf': [
    {
      text: 'Please complete in block capitals and attach a copy of a valid ID (national ID card, passport or driving licence), a recent passport photograph and proof of address.',
      gap: 12,
    },
    { text: 'Account type', bold: true, size: 12 },
    {
      text: '[ ] Current account   [ ] Savings account   [ ] Student savings   [ ] Student current   [ ] Foreign currency (USD / EUR / GBP)',
      gap: 12,
    },
    { text: 'Personal details', bold: true, size: 12 },
    ...[
      'Surname',
      'First name(s)',
      'Date of birth',
      'Nationality',
      'ID type and number',
      'Residential address',
      'Mobile number',
      'E-mail address',
      'Occupation and employer',
    ].map(field),
    { rule: true },
    { text: 'Services', bold: true, size: 12 },
    { text: '[ ] ATM card   [ ] Mobile banking   [ ] Trust Alerts (SMS / e-mail)   [ ] Cheque book', gap: 12 },
    {
      text: 'I confirm that the information given is true and complete and I agree to the terms and conditions of the Bank.',
      gap: 12,
    },
    field('Signature'),
    field('Date'),
  ],
  'files/form-corporate-account-opening.pdf': [
    {
      text: 'To be completed by companies, partnerships, associations and other organisations. Attach the certificate of incorporation or registration, the memorandum and articles of association, a board resolution to open the account, and the ID of each signatory.',
      gap: 12,
    },
    { text: 'Organisation', bold: true, size: 12 },
    ...[
      'Registered name',
      'Registration number',
      'Date of incorporation',
      'Tax identification number (TIN)',
      'Registered office address',
      'Nature of business',
      'Telephone',
      'E-mail',
    ].map(field),
    { rule: true },
    { text: 'Authorised signatories', bold: true, size: 12 },
    ...['Signatory 1 (name, position, ID)', 'Signatory 2 (name, position, ID)', 'Signing mandate (single / joint)'].map(field),
    { text: 'A Corporate Relationship Manager will be assigned to the account once it is opened.', gap: 12 },
    field('Signed for and on behalf of the organisation'),
    field('Date'),
  ],
  'files/form-e-banking-subscription.pdf': [
    {
      text: 'Use this form to subscribe to Trust Alerts, mobile banking and internet banking, or to change your subscription. The monthly e-banking fee is D15.00 on savings and current accounts.',
      gap: 12,
    },
    ...['Account name', 'Account number', 'Mobile number for SMS alerts', 'E-mail address for alerts', 'ID type and number'].map(
      field,
    ),
    { text: 'Services requested', bold: true, size: 12 },
    { text: '[ ] Trust Alerts by SMS   [ ] Trust Alerts by e-mail   [ ] Mobile banking   [ ] Internet banking', gap: 12 },
    { text: 'Action', bold: true, size: 12 },
    { text: '[ ] New subscription   [ ] Change of details   [ ] Cancellation', gap: 12 },
    { text: 'The Bank will never ask for your PIN, password or one-time code by phone, SMS or e-mail.', gap: 12 },
    field('Signature'),
    field('Date'),
  ],
  'files/report-annual-2024.pdf': [
    { text: 'Highlights of the year ended 31 December 2024', bold: true, size: 12, gap: 10 },
    {
      text: 'The Bank recorded growth in customer deposits and loans and advances during 2024, supported by the expansion of its branch network and digital channels. Total staff exceeded 400 across 18 branches.',
      gap: 10,
    },
    { text: 'Key figures (illustrative, in millions of dalasi)', bold: true, size: 12 },
    { text: 'Total assets .................................. 18,450' },
    { text: 'Customer deposits ............................. 14,920' },
    { text: 'Loans and advances ............................. 5,310' },
    { text: 'Profit after tax ................................. 412' },
    { text: 'Final dividend per share ......................... 55 bututs', gap: 12 },
    { rule: true },
    { text: "Chairman's statement", bold: true, size: 12 },
    {
      text: 'On behalf of the Board, I thank our customers, shareholders and staff for another year of trust. Our priorities remain service quality, sound risk management and making banking accessible to every Gambian.',
      gap: 10,
    },
    { text: 'The full audited financial statements are available from the Company Secretary, 3-4 Ecowas Avenue, Banjul.' },
  ],
  'files/report-half-year-2025.pdf': [
    { text: 'Unaudited results for the six months ended 30 June 2025', bold: true, size: 12, gap: 10 },
    { text: 'Statement of financial position (illustrative, in millions of dalasi)', bold: true, size: 11 },
    { text: 'Cash and balances with the Central Bank ........ 3,120' },
    { text: 'Investment securities .......................... 7,940' },
    { text: 'Loans and advances to customers ................ 5,660' },
    { text: 'Total assets .................................. 19,380' },
    { text: 'Deposits from customers ....................... 15,610' },
    { text: "Shareholders' equity ........................... 2,240", gap: 12 },
    { rule: true },
    { text: 'Income statement (illustrative)', bold: true, size: 11 },
    { text: 'Net interest income .............................. 612' },
    { text: 'Fees and commissions ............................. 248' },
    { text: 'Profit before tax ................................ 301', gap: 12 },
    {
      text: 'These statements were approved by the Board of Directors and are published in accordance with the requirements of the Central Bank of The Gambia.',
    },
  ],
  'files/notice-agm-2026.pdf': [
    {
      text: 'NOTICE IS HEREBY GIVEN that the 29th Annual General Meeting of the members of Trust Bank will be held in Banjul to transact the following business:',
      gap: 10,
    },
    {
      text: '1. To receive the audited financial statements for the year ended 31 December 2025 and the reports of the directors and auditors.',
    },
    { text: '2. To declare a final dividend.' },
    { text: '3. To re-elect directors retiring by rotation.' },
    { text: '4. To authorise the directors to fix the remuneration of the auditors.' },
    { text: '5. To transact any other ordinary business of an Annual General Meeting.', gap: 12 },
    {
      text: 'A member entitled to attend and vote may appoint a proxy, who need not be a member. Proxy forms must reach the Company Secretary at 3-4 Ecowas Avenue, Banjul, at least 48 hours before the meeting. Dividend warrants are collectable from 8 a.m. to 1 p.m. on working days.',
      gap: 12,
    },
    { text: 'By order of the Board', bold: true },
    { text: 'Company Secretary' },
  ],
  'files/notice-cheque-clearing.pdf': [
    {
      text: 'Trust Bank informs its valued customers that with effect from 15 July 2024, cheques of D50,000 and below will be cleared through the automated clearing platform (ACH/ACP).',
      gap: 10,
    },
    { text: 'Cheques above D50,000 go through the ACH/ACP and the Real Time Gross Settlement (RTGS) system.', gap: 10 },
    {
      text: 'Please make sure that cheques are correctly completed, dated and signed, and that the amount in words matches the amount in figures. For enquiries please contact your branch or our customer service hotline.',
      gap: 12,
    },
    { text: 'Management', bold: true },
  ],
};

/* ------------------------------------------------------------------ main */
const readJson = async (name) => JSON.parse(await readFile(path.join(dataDir, name), 'utf8'));
const written = [];

const webp = (quality) => async (svg, rel) => {
  const out = path.join(dataDir, rel);
  await mkdir(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
  written.push(rel);
};
const png = async (svg, rel) => {
  const out = path.join(dataDir, rel);
  await mkdir(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(out);
  written.push(rel);
};

async function main() {
  const banners = await readJson('banner-slides.json');
  for (const [i, s] of banners.entries()) await webp(60)(bannerSvg(s, i), s.image);

  const people = await readJson('people.json');
  for (const [i, p] of people.entries()) if (p.image) await webp(70)(avatarSvg(p, i), p.image);

  const news = await readJson('news-items.json');
  for (const [i, n] of news.entries()) await webp(62)(newsSvg(n, i), n.image);

  const awards = await readJson('awards.json');
  for (const [i, a] of awards.entries()) await webp(65)(awardSvg(a, i), a.image);

  const gallery = await readJson('gallery-images.json');
  for (const [i, g] of gallery.entries()) await webp(60)(gallerySvg(g, i), g.image);

  const partners = await readJson('partners.json');
  for (const [i, p] of partners.entries()) await png(partnerSvg(p, i), p.logo);

  const subsidiaries = await readJson('subsidiaries.json');
  for (const s of subsidiaries) if (s.logo) await png(subsidiarySvg(s), s.logo);

  const docs = [
    ...(await readJson('documents.json')).map((d) => ({ title: d.category, file: d.file })),
    ...(await readJson('important-notices.json')),
  ];
  for (const d of docs) {
    const body = PDF_BODIES[d.file];
    if (!body) throw new Error(`No PDF text defined for ${d.file}`);
    const out = path.join(dataDir, d.file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, makePdf(d.title, [{ text: d.title, bold: true, size: 17, gap: 14 }, ...body]));
    written.push(d.file);
  }

  // Report sizes against the budgets.
  let problems = 0;
  for (const rel of written) {
    const { size } = await stat(path.join(dataDir, rel));
    const kind = rel.startsWith('files/') ? 'files' : rel.split('/')[1];
    if (BUDGET[kind] && size > BUDGET[kind]) {
      problems += 1;
      console.warn(`over budget: ${rel} ${(size / 1024).toFixed(1)} KB > ${BUDGET[kind] / 1024} KB`);
    }
  }
  const total = await dirSize(dataDir);
  console.log(`wrote ${written.length} files; cms/data is ${(total / 1024).toFixed(0)} KB`);
  if (total > TOTAL_BUDGET) {
    problems += 1;
    console.warn(`cms/data is over ${(TOTAL_BUDGET / 1024 / 1024).toFixed(1)} MB`);
  }
  if (problems) process.exitCode = 1;
}

async function dirSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}

await main();
