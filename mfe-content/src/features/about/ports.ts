/**
 * Ports on the about page's world map: where we load in Korea and the discharge ports buyers use
 * most. Coordinates place the markers on media/world-map.svg (an equirectangular projection).
 */

/** A port on the map. */
export interface Port {
  name: string;
  /** The api's country code: the page names it in its language (@forwarder/shared/country-codes). */
  country: string;
  lon: number;
  lat: number;
  origin?: boolean;
}

/** Loading ports first, then the main discharge ports. */
export const ports: readonly Port[] = [
  { name: 'Incheon', country: 'C1570', lon: 126.6, lat: 37.5, origin: true },
  { name: 'Pyeongtaek', country: 'C1570', lon: 126.8, lat: 36.97, origin: true },
  { name: 'Poti', country: 'C0800', lon: 41.7, lat: 42.1 },
  { name: 'Mersin', country: 'C2240', lon: 34.6, lat: 36.8 },
  { name: 'Umm Qasr', country: 'C0620', lon: 47.9, lat: 30.0 },
  { name: 'Jebel Ali', country: 'C2310', lon: 55.0, lat: 25.0 },
  { name: 'Lagos', country: 'C1571', lon: 3.4, lat: 6.4 },
  { name: 'Tema', country: 'C0820', lon: 0.0, lat: 5.6 },
  { name: 'Dar es Salaam', country: 'C2170', lon: 39.3, lat: -6.8 },
  { name: 'Durban', country: 'C2040', lon: 31.0, lat: -29.9 },
  { name: 'Vladivostok', country: 'C1811', lon: 131.9, lat: 43.1 },
  { name: 'Klaipeda', country: 'C1250', lon: 21.1, lat: 55.7 },
  { name: 'Manzanillo', country: 'C1390', lon: -104.3, lat: 19.1 },
  { name: 'Santo Domingo', country: 'C0610', lon: -69.9, lat: 18.5 },
  { name: 'Guayaquil', country: 'C0630', lon: -79.9, lat: -2.2 },
  { name: 'Callao', country: 'C1710', lon: -77.1, lat: -12.0 },
  { name: 'San Antonio', country: 'C0440', lon: -71.6, lat: -33.6 },
];

/** Position of a port on the map, in percent of its width and height. */
export const mapPosition = (p: Port) => ({ left: ((p.lon + 180) / 360) * 100, top: ((90 - p.lat) / 180) * 100 });
