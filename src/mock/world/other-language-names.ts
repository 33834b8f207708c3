// What a group or place named only in another of the site's languages answers: the real system's language-content
// helper falls back from the request's language to the default one, then to the first entry stored (Spanish here).

/** The Spanish names of the topic groups (by slug) and their parents. */
const GROUP_NAMES: Readonly<Record<string, { name: string; description: string }>> = {
  woodworking: { name: 'Carpintería', description: 'Herramientas manuales, ensambles y consejos de taller.' },
  'trail-running': { name: 'Carreras de montaña', description: 'Rutas, material y crónicas de carreras.' },
  'home-cooking': { name: 'Cocina casera', description: 'Recetas, técnicas y éxitos en la cocina.' },
  'film-photography': { name: 'Fotografía analógica', description: 'Cámaras, películas y charlas de cuarto oscuro.' },
  gardening: { name: 'Jardinería', description: 'Hortalizas, flores y debates sobre compost.' },
  'open-source': { name: 'Código abierto', description: 'Proyectos, versiones e historias de colaboradores.' },
  travel: { name: 'Cuadernos de viaje', description: 'Viajes, itinerarios y rincones escondidos.' },
};

/** Spanish names of the place kinds (by the map provider's place type and English name). */
const PLACE_KINDS: Readonly<Record<string, string>> = {
  'Central Library': 'Biblioteca Central',
  'Old Town': 'Casco Antiguo',
  'Harbour Market': 'Mercado del Puerto',
  'Botanical Garden': 'Jardín Botánico',
  'Riverside Trail': 'Sendero del Río',
  Makerspace: 'Taller Abierto',
  'Night Market': 'Mercado Nocturno',
  'Railway Station': 'Estación de Tren',
};

/** A group's name and intro in the other language (the English ones where no translation is listed). */
export const otherLanguageGroup = (slug: string, name: string, description: string) =>
  GROUP_NAMES[slug] ?? { name, description };

/** A place's name in the other language: the kind translated, the city as written. */
export const otherLanguagePlace = (kind: string, city: string) => `${PLACE_KINDS[kind] ?? kind}, ${city}`;
