/**
 * Ports on the about page's world map: where we load in Korea and the discharge ports buyers use
 * most. Coordinates place the markers on media/world-map.svg (an equirectangular projection).
 */

/** A port on the map. */
export interface Port {
  name: string;
  country: string;
  lon: number;
  lat: number;
  origin?: boolean;
}

/** Loading ports first, then the main discharge ports. */
export const ports: readonly Port[] = [
  { name: 'Incheon', country: 'South Korea', lon: 126.6, lat: 37.5, origin: true },
  { name: 'Pyeongtaek', country: 'South Korea', lon: 126.8, lat: 36.97, origin: true },
  { name: 'Poti', country: 'Georgia', lon: 41.7, lat: 42.1 },
  { name: 'Mersin', country: 'Türkiye', lon: 34.6, lat: 36.8 },
  { name: 'Umm Qasr', country: 'Iraq', lon: 47.9, lat: 30.0 },
  { name: 'Jebel Ali', country: 'United Arab Emirates', lon: 55.0, lat: 25.0 },
  { name: 'Lagos', country: 'Nigeria', lon: 3.4, lat: 6.4 },
  { name: 'Tema', country: 'Ghana', lon: 0.0, lat: 5.6 },
  { name: 'Dar es Salaam', country: 'Tanzania', lon: 39.3, lat: -6.8 },
  { name: 'Durban', country: 'South Africa', lon: 31.0, lat: -29.9 },
  { name: 'Vladivostok', country: 'Russia', lon: 131.9, lat: 43.1 },
  { name: 'Klaipeda', country: 'Lithuania', lon: 21.1, lat: 55.7 },
  { name: 'Manzanillo', country: 'Mexico', lon: -104.3, lat: 19.1 },
  { name: 'Santo Domingo', country: 'Dominican Republic', lon: -69.9, lat: 18.5 },
  { name: 'Guayaquil', country: 'Ecuador', lon: -79.9, lat: -2.2 },
  { name: 'Callao', country: 'Peru', lon: -77.1, lat: -12.0 },
  { name: 'San Antonio', country: 'Chile', lon: -71.6, lat: -33.6 },
];

/** Position of a port on the map, in percent of its width and height. */
export const mapPosition = (p: Port) => ({ left: ((p.lon + 180) / 360) * 100, top: ((90 - p.lat) / 180) * 100 });
