// The foundation's name with its logo, linking home.
import { Link } from 'react-router';
import classes from './site-header.module.css';

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className={classes.brand} onClick={onNavigate}>
      <svg className={classes.logo} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          d="M22 10c-3 4 3 6 0 10M32 8c-3 4 3 6 0 10M42 10c-3 4 3 6 0 10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M8 26h48v4c0 13-10 24-24 24S8 43 8 30z" fill="currentColor" />
        <path d="M4 26h56" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span>Stichting De Soepketel</span>
    </Link>
  );
}
