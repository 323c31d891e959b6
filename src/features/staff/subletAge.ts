const DAY = 86_400_000;

/** How long ago a sublet was posted, for the queue: 'Today', '1 day', '12 days'. */
export function subletAge(createdDate: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(createdDate)) / DAY));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}
