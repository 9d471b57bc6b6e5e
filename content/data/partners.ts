import type { PartnerInput } from '../types';

/**
 * The dealer's partners. FICTIONAL SAMPLE ENTRIES: names, links (reserved example domains) and
 * logos are placeholders that the dealer replaces with real partners. `onHome` marks the twelve
 * shown in the home page grid; all of them run in the about page carousel. Logos are 240x80 SVG
 * files in public/images/partners that recolour themselves for the dark theme.
 */
export const partners: PartnerInput[] = [
  {
    // office and coated papers
    id: 'vellora-paper',
    name: 'Vellora Paper',
    url: 'https://www.example.com/partners/vellora-paper',
    logo: '/images/partners/vellora-paper.svg',
    onHome: true,
  },
  {
    // inks for wide-format and UV printers
    id: 'tintora-inks',
    name: 'Tintora Inks',
    url: 'https://www.example.org/tintora-inks',
    logo: '/images/partners/tintora-inks.svg',
    onHome: true,
  },
  {
    // toner powders and cartridges
    id: 'carbonette-toner',
    name: 'Carbonette Toner',
    url: 'https://www.example.net/carbonette-toner',
    logo: '/images/partners/carbonette-toner.svg',
    onHome: true,
  },
  {
    // folding and binding equipment
    id: 'foldwise-finishing',
    name: 'Foldwise Finishing',
    url: 'https://www.example.com/partners/foldwise-finishing',
    logo: '/images/partners/foldwise-finishing.svg',
    onHome: true,
  },
  {
    // guillotine and cutter blades
    id: 'keenline-blades',
    name: 'Keenline Blades',
    url: 'https://www.example.org/keenline-blades',
    logo: '/images/partners/keenline-blades.svg',
    onHome: true,
  },
  {
    // laminating films
    id: 'brightcoat-films',
    name: 'Brightcoat Films',
    url: 'https://www.example.net/brightcoat-films',
    logo: '/images/partners/brightcoat-films.svg',
    onHome: true,
  },
  {
    // rigid boards for UV printing
    id: 'substrata-media',
    name: 'Substrata Media',
    url: 'https://www.example.com/partners/substrata-media',
    logo: '/images/partners/substrata-media.svg',
    onHome: true,
  },
  {
    // self-adhesive and sign vinyl
    id: 'adherra-vinyl',
    name: 'Adherra Vinyl',
    url: 'https://www.example.org/adherra-vinyl',
    logo: '/images/partners/adherra-vinyl.svg',
    onHome: true,
  },
  {
    // colour management and calibration
    id: 'colorvane-labs',
    name: 'Colorvane Labs',
    url: 'https://www.example.net/colorvane-labs',
    logo: '/images/partners/colorvane-labs.svg',
    onHome: true,
  },
  {
    // print management software
    id: 'quillbridge-software',
    name: 'Quillbridge Software',
    url: 'https://www.example.com/partners/quillbridge-software',
    logo: '/images/partners/quillbridge-software.svg',
    onHome: true,
  },
  {
    // RIP and job preparation software
    id: 'rastermint-software',
    name: 'Rastermint Software',
    url: 'https://www.example.org/rastermint-software',
    logo: '/images/partners/rastermint-software.svg',
    onHome: true,
  },
  {
    // freight and delivery
    id: 'meridale-logistics',
    name: 'Meridale Logistics',
    url: 'https://www.example.net/meridale-logistics',
    logo: '/images/partners/meridale-logistics.svg',
    onHome: true,
  },
  {
    // recycled paper
    id: 'fiberleaf-pulp',
    name: 'Fiberleaf Pulp & Paper',
    url: 'https://www.example.com/partners/fiberleaf-pulp',
    logo: '/images/partners/fiberleaf-pulp.svg',
    onHome: false,
  },
  {
    // paper handling and storage
    id: 'stackwell-systems',
    name: 'Stackwell Systems',
    url: 'https://www.example.org/stackwell-systems',
    logo: '/images/partners/stackwell-systems.svg',
    onHome: false,
  },
  {
    // network and IT integration
    id: 'netgrove-it',
    name: 'Netgrove IT Services',
    url: 'https://www.example.net/netgrove-it',
    logo: '/images/partners/netgrove-it.svg',
    onHome: false,
  },
];
