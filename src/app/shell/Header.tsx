import { useId, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { ShortlistLink } from '@/features/shortlist/components/ShortlistLink';
import { Logo } from './Logo';
import { SEARCH_SECTION_ID } from '@/features/home/searchSection';
import { scrollToSection, scrollToTop } from '@/lib/scrollTo';
import styles from './Header.module.css';

const PHONE_MENU_PAGES = [
  { to: '/short-term', label: 'Short-term stays' },
  { to: '/residents', label: 'Residents' },
  { to: '/team', label: 'Meet Our Team' },
] as const;

export interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  onApply: () => void;
  onContact: () => void;
}

export function Header({ menuOpen, onToggleMenu, onCloseMenu, onApply, onContact }: HeaderProps) {
  const menuId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function goToSearch(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onCloseMenu();
    // From another route, go home first; the home page scrolls to the hash once it renders.
    if (pathname !== '/' || !scrollToSection(SEARCH_SECTION_ID)) navigate(`/#${SEARCH_SECTION_ID}`);
  }

  function goToSublets(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    navigate('/sublets');
    // Spec section 2: the sublets link also opens the application modal.
    onApply();
  }

  function goHome() {
    onCloseMenu();
    scrollToTop();
  }

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} onClick={goHome}>
          <Logo />
        </Link>
        <nav aria-label="Main" className={styles.navWrap}>
          <ul id={menuId} className={`${styles.nav} ${menuOpen ? styles.open : ''}`}>
            <li>
              <a href={`/#${SEARCH_SECTION_ID}`} onClick={goToSearch}>
                Search
              </a>
            </li>
            <li>
              <button type="button" onClick={onApply}>
                Apply
              </button>
            </li>
            <li>
              <a href="/sublets" onClick={goToSublets}>
                Sublets
              </a>
            </li>
            <li>
              <button type="button" onClick={onContact}>
                Contact
              </button>
            </li>
            {/* Issue 27: on a phone the footer's other pages are in the menu too; the desktop bar keeps spec 2's four. */}
            {PHONE_MENU_PAGES.map(({ to, label }) => (
              <li key={to} className={styles.phoneOnly}>
                <Link to={to} onClick={onCloseMenu}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onToggleMenu}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            <span className="visually-hidden">Menu</span>
          </button>
        </nav>
        <ShortlistLink />
        <button type="button" className={`btn btn-primary ${styles.mail}`} onClick={onContact}>
          <Icon name="mail" />
          <span className={styles.mailText}>Contact us</span>
        </button>
      </div>
    </header>
  );
}
