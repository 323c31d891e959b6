const MINUTE = 60_000;

/** How long the renter waited for the office's first step: '45 min', '2 h 30 min', '3 d 4 h'; 'Not yet' while waiting. */
export function timeToFirstResponse(createdAt: string, firstResponseAt: string | null): string {
  if (firstResponseAt === null) return 'Not yet';
  const minutes = Math.max(0, Math.round((Date.parse(firstResponseAt) - Date.parse(createdAt)) / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${minutes} min`;
}
