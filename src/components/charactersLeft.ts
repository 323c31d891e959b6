import { formatCount } from '@/lib/format';

/** What a length-limited field says under itself while typed in (spec section 5): '12 characters left'. */
export function charactersLeft(value: string, maxLength: number): string {
  return `${formatCount(Math.max(0, maxLength - value.length), 'character')} left`;
}
