/**
 * Pictures for the seeded portfolio, drawn as SVG at seed time (nothing is fetched). Every drawing takes a hue and
 * a label, so no two are alike: a building's floors and windows, a room's furniture, a floor plan's rooms, a face.
 */

const WIDTH = 800;
const HEIGHT = 600;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

function frame(body: string, title: string, width = WIDTH, height = HEIGHT): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function caption(label: string, y = HEIGHT - 28): string {
  return (
    `<rect x="0" y="${y - 30}" width="${WIDTH}" height="58" fill="rgb(0 0 0 / 0.45)"/>` +
    `<text x="24" y="${y + 8}" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#fff">${escapeXml(label)}</text>`
  );
}

export interface BuildingDrawing {
  label: string;
  hue: number;
  floors: number;
  bays: number;
  roof: 'flat' | 'gable';
  /** Evening pictures have lit windows and a darker sky. */
  evening?: boolean;
}

/** A building front: storeys of windows under a flat or gabled roof, on a lawn, in front of the sky. */
export function buildingSvg({ label, hue, floors, bays, roof, evening = false }: BuildingDrawing): string {
  const sky = evening ? [hsl(230, 45, 22), hsl(20, 70, 55)] : [hsl(205, 70, 78), hsl(200, 60, 92)];
  const width = Math.min(640, 90 + bays * 70);
  const left = (WIDTH - width) / 2;
  const storey = Math.min(80, 330 / floors);
  const top = 480 - floors * storey;
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    for (let bay = 0; bay < bays; bay += 1) {
      const lit = evening && (floor * 7 + bay * 3) % 5 < 3;
      windows.push(
        `<rect x="${left + 45 + bay * 70}" y="${top + 14 + floor * storey}" width="40" height="${storey * 0.55}" rx="3" ` +
          `fill="${lit ? hsl(48, 95, 70) : hsl(205, 35, 35 + ((floor + bay) % 3) * 8)}"/>`,
      );
    }
  }
  const roofShape =
    roof === 'gable'
      ? `<polygon points="${left - 20},${top} ${WIDTH / 2},${top - 90} ${left + width + 20},${top}" fill="${hsl(hue + 180, 20, 30)}"/>`
      : `<rect x="${left - 10}" y="${top - 16}" width="${width + 20}" height="16" fill="${hsl(hue, 15, 25)}"/>`;
  return frame(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
      `<rect y="470" width="${WIDTH}" height="130" fill="${hsl(110, 35, evening ? 22 : 42)}"/>` +
      `<circle cx="${90 + (hue % 5) * 20}" cy="430" r="55" fill="${hsl(120, 40, evening ? 18 : 32)}"/>` +
      `<circle cx="${WIDTH - 100}" cy="440" r="45" fill="${hsl(130, 40, evening ? 16 : 30)}"/>` +
      roofShape +
      `<rect x="${left}" y="${top}" width="${width}" height="${480 - top}" fill="${hsl(hue, 35, evening ? 35 : 62)}"/>` +
      windows.join('') +
      `<rect x="${WIDTH / 2 - 28}" y="420" width="56" height="60" fill="${hsl(hue + 30, 40, 25)}"/>` +
      caption(label),
    label,
  );
}

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bath' | 'dining' | 'patio' | 'lounge' | 'fitness';
export const ROOM_KINDS: RoomKind[] = ['living', 'kitchen', 'bedroom', 'bath', 'dining', 'patio', 'lounge', 'fitness'];

const FURNITURE: Record<RoomKind, (hue: number) => string> = {
  living: (h) =>
    `<rect x="190" y="360" width="300" height="90" rx="18" fill="${hsl(h + 200, 35, 45)}"/><rect x="190" y="320" width="300" height="50" rx="14" fill="${hsl(h + 200, 35, 38)}"/>` +
    `<rect x="530" y="390" width="110" height="50" rx="6" fill="${hsl(h + 30, 30, 35)}"/>`,
  kitchen: (h) =>
    `<rect x="120" y="330" width="560" height="120" fill="${hsl(h + 15, 15, 88)}"/><rect x="120" y="318" width="560" height="16" fill="${hsl(h, 8, 30)}"/>` +
    `<rect x="150" y="150" width="200" height="90" fill="${hsl(h + 15, 15, 85)}"/><rect x="430" y="150" width="200" height="90" fill="${hsl(h + 15, 15, 85)}"/>` +
    `<rect x="370" y="345" width="70" height="90" fill="${hsl(0, 0, 72)}"/>`,
  bedroom: (h) =>
    `<rect x="220" y="340" width="360" height="120" rx="10" fill="${hsl(h + 160, 30, 92)}"/><rect x="220" y="290" width="360" height="60" rx="10" fill="${hsl(h + 20, 35, 35)}"/>` +
    `<rect x="250" y="330" width="110" height="35" rx="12" fill="#fff"/><rect x="440" y="330" width="110" height="35" rx="12" fill="#fff"/>`,
  bath: (h) =>
    `<rect x="160" y="330" width="260" height="110" rx="40" fill="#fafafa" stroke="${hsl(h, 10, 70)}" stroke-width="6"/>` +
    `<rect x="500" y="300" width="130" height="150" fill="${hsl(h + 40, 20, 80)}"/><ellipse cx="565" cy="300" rx="60" ry="14" fill="#fff"/>`,
  dining: (h) =>
    `<rect x="260" y="340" width="280" height="24" fill="${hsl(h + 25, 40, 32)}"/><rect x="280" y="364" width="14" height="90" fill="${hsl(h + 25, 40, 28)}"/>` +
    `<rect x="506" y="364" width="14" height="90" fill="${hsl(h + 25, 40, 28)}"/><circle cx="400" cy="200" r="28" fill="${hsl(48, 90, 75)}"/>`,
  patio: (h) =>
    `<rect x="0" y="380" width="${WIDTH}" height="220" fill="${hsl(30, 25, 60)}"/><circle cx="400" cy="300" r="90" fill="${hsl(h + 350, 60, 55)}"/>` +
    `<rect x="395" y="300" width="10" height="140" fill="${hsl(0, 0, 30)}"/><rect x="330" y="420" width="140" height="18" fill="${hsl(h, 10, 35)}"/>`,
  lounge: (h) =>
    `<rect x="120" y="370" width="220" height="80" rx="20" fill="${hsl(h + 120, 30, 40)}"/><rect x="460" y="370" width="220" height="80" rx="20" fill="${hsl(h + 120, 30, 40)}"/>` +
    `<circle cx="400" cy="410" r="40" fill="${hsl(h + 30, 25, 30)}"/>`,
  fitness: (h) =>
    `<rect x="180" y="380" width="180" height="40" rx="8" fill="${hsl(0, 0, 25)}"/><rect x="450" y="330" width="20" height="120" fill="${hsl(0, 0, 35)}"/>` +
    `<rect x="420" y="330" width="120" height="14" fill="${hsl(h, 60, 45)}"/><circle cx="600" cy="420" r="28" fill="${hsl(h + 180, 50, 50)}"/>`,
};

/** A room seen from its door: wall, floor, a window whose light depends on `variant`, and the room's furniture. */
export function roomSvg({ label, kind, hue, variant = 0 }: { label: string; kind: RoomKind; hue: number; variant?: number }): string {
  const windowX = 80 + (variant % 4) * 150;
  return frame(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(hue, 25, 86 - (variant % 3) * 6)}"/>` +
      `<polygon points="0,470 ${WIDTH},470 ${WIDTH},${HEIGHT} 0,${HEIGHT}" fill="${hsl(hue + 25, 30, 48 + (variant % 2) * 10)}"/>` +
      `<rect x="${windowX}" y="80" width="170" height="150" fill="${hsl(200, 70, 80)}" stroke="#fff" stroke-width="10"/>` +
      `<line x1="${windowX + 85}" y1="80" x2="${windowX + 85}" y2="230" stroke="#fff" stroke-width="6"/>` +
      FURNITURE[kind](hue) +
      caption(label),
    label,
  );
}

/** A floor plan drawing: living area and kitchen across the top, one room per bedroom and bathroom below. */
export function floorPlanSvg({ label, bedroom, bathroom, hue }: { label: string; bedroom: number; bathroom: number; hue: number }): string {
  const rooms: string[] = ['Living', 'Kitchen'];
  for (let i = 1; i <= bedroom; i += 1) rooms.push(`Bed ${i}`);
  for (let i = 1; i <= Math.max(1, Math.round(bathroom)); i += 1) rooms.push(bathroom === 0 ? 'Storage' : `Bath ${i}`);
  const lower = rooms.slice(2);
  const cellWidth = 700 / Math.max(2, lower.length);
  const cells = [
    { x: 50, y: 50, w: 420, h: 230, name: rooms[0] },
    { x: 470, y: 50, w: 280, h: 230, name: rooms[1] },
    ...lower.map((name, index) => ({ x: 50 + index * cellWidth, y: 280, w: cellWidth, h: 220, name })),
  ];
  const drawn = cells
    .map(
      (cell, index) =>
        `<rect x="${cell.x}" y="${cell.y}" width="${cell.w}" height="${cell.h}" fill="${hsl(hue + index * 18, 30, 94)}" stroke="#333" stroke-width="6"/>` +
        `<text x="${cell.x + cell.w / 2}" y="${cell.y + cell.h / 2}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${lower.length > 5 ? 16 : 22}" fill="#333">${cell.name}</text>`,
    )
    .join('');
  return frame(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${drawn}${caption(label)}`, label);
}

/** A portrait placeholder: head and shoulders on a coloured disc, with the person's initials. */
export function avatarSvg({ name, hue }: { name: string; hue: number }): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return frame(
    `<rect width="400" height="400" fill="${hsl(hue, 45, 88)}"/>` +
      `<circle cx="200" cy="160" r="80" fill="${hsl(hue + 20, 30, 45)}"/>` +
      `<ellipse cx="200" cy="380" rx="150" ry="120" fill="${hsl(hue + 200, 35, 40)}"/>` +
      `<text x="200" y="178" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" fill="#fff">${escapeXml(initials)}</text>`,
    name,
    400,
    400,
  );
}

/** A promotional banner for a special. */
export function bannerSvg({ title, hue }: { title: string; hue: number }): string {
  return frame(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(hue, 65, 45)}"/>` +
      `<circle cx="650" cy="120" r="180" fill="${hsl(hue + 40, 70, 60)}"/><circle cx="120" cy="520" r="140" fill="${hsl(hue - 30, 60, 35)}"/>` +
      `<text x="400" y="290" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="bold" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="400" y="350" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#fff">Limestone Living · Bloomington, IN</text>`,
    title,
  );
}
