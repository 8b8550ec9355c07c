// One dropdown of the main menu, as a disclosure (WAI-ARIA "disclosure navigation"): a button with
// aria-expanded that shows a list of links. Opens on click, Enter/Space or ArrowDown, and on mouse hover;
// closes on Escape, an outside click, leaving with the keyboard, or navigating.
import { IconChevronDown } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuGroup } from './main-menu';
import classes from './site-header.module.css';

const HOVER_CLOSE_DELAY_MS = 150;

export function NavDropdown({ group, active }: { group: MenuGroup; active: boolean }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current <= 0 ? -1 : current - 1);
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onClick = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false; // a click after hovering keeps it open
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={rootRef}
      className={classes.dropdown}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {group.label}
        <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      </button>
      <ul id={panelId} className={classes.panel} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={classes.panelLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
