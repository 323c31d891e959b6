/**
 * The page's first script (index.html), tiny and loaded at once: it keeps what a visitor does before the app answers
 * (lib/earlyInput) and, on a rendered page, starts the app once the first screen is shown (lib/firstScreen).
 */
import { recordEarlyInput } from '@/lib/earlyInput/recordEarlyInput';
import { startAppAfterFirstScreen } from '@/lib/firstScreen/startAppAfterFirstScreen';

recordEarlyInput(document);
void startAppAfterFirstScreen(document);
