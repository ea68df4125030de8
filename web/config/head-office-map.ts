/** Where the head office is on the map of the contact page (OpenStreetMap). */
const latitude = 13.4549;
const longitude = -16.579;
const span = 0.006;

export const headOfficeMap = {
  embedUrl:
    'https://www.openstreetmap.org/export/embed.html?' +
    `bbox=${longitude - span}%2C${latitude - span / 2}%2C${longitude + span}%2C${latitude + span / 2}` +
    `&layer=mapnik&marker=${latitude}%2C${longitude}`,
  linkUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
};
