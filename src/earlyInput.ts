/** The page's first script (index.html): keeps what a visitor does before the app answers (lib/earlyInput). */
import { recordEarlyInput } from '@/lib/earlyInput/recordEarlyInput';

recordEarlyInput(document);
