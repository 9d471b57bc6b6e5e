/** Where the showroom is: its name and address in the page's language, and its coordinates. */
export interface MapPlace {
  name: string;
  /** One line: street, city, country. */
  address: string;
  geo?: { lat: number; lng: number };
}

export const mapServices = ['google', 'apple', 'yandex'] as const;
export type MapService = (typeof mapServices)[number];

/** Nothing loads until followed; coordinates pin exactly, else the services search the address. */
export function mapLinks({ name, address, geo }: MapPlace): Record<MapService, string> {
  const q = encodeURIComponent;
  if (!geo) {
    return {
      // https://developers.google.com/maps/documentation/urls/get-started
      google: `https://www.google.com/maps/search/?api=1&query=${q(address)}`,
      apple: `https://maps.apple.com/?address=${q(address)}`,
      yandex: `https://yandex.com/maps/?text=${q(address)}`,
    };
  }
  const lat = String(geo.lat);
  const lng = String(geo.lng);
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`,
    // Apple Maps: ll places the pin, q labels it.
    apple: `https://maps.apple.com/?ll=${lat}%2C${lng}&q=${q(name)}`,
    // Yandex writes a point longitude first.
    yandex: `https://yandex.com/maps/?pt=${lng}%2C${lat}&z=17&l=map`,
  };
}
