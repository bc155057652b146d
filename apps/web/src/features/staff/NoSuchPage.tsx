import { Link, useLocation } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { useStaff } from './context';
import { consoleShellMessages } from './messages';
import { SECTIONS } from './nav';
import styles from './ui/console.module.css';

/**
 * What the console shows at an address it has no page for, or at a section this member's role may not open (an
 * editor at /staff/team). The address stays as it was typed, so the member sees what went wrong, with a way
 * to the console's first section.
 */
export function NoSuchPage() {
  const t = useMessages(consoleShellMessages);
  const me = useStaff();
  const home = SECTIONS.find((section) => !('adminOnly' in section) || me.role === 'admin') ?? SECTIONS[0];
  const { pathname } = useLocation();
  const first = pathname.split('/')[2];
  const adminSection = SECTIONS.find(
    (section) => section.path === first && 'adminOnly' in section && section.adminOnly,
  );
  const forbidden = adminSection !== undefined && me.role !== 'admin';
  return (
    <section className={styles.notice} aria-labelledby="no-page-title">
      <h1 id="no-page-title">{forbidden ? t.forbiddenTitle : t.notFoundTitle}</h1>
      <p>
        {forbidden ? t.forbiddenText({ section: adminSection.label }) : t.notFoundText({ path: pathname })}
      </p>
      <p>
        <Link className={styles.primary} to={`/staff/${home.path}`}>
          {t.goTo({ section: home.label })}
        </Link>
      </p>
    </section>
  );
}
