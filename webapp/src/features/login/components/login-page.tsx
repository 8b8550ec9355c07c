// /inloggen: step one (e-mail and password), then step two 'Bevestig uw inlog' (the e-mailed code) on the same
// route. Someone already logged in goes straight to the orders list (bestellingen-index), where a login lands.
import { Navigate } from 'react-router';
import { PageSkeleton } from '../../../components/load-state';
import { useSessionStore } from '../../../lib/stores/session-store';
import { useLoginStore } from '../stores/login-store';
import { CodeStep } from './code-step';
import { CredentialsStep } from './credentials-step';

export function LoginPage() {
  const user = useSessionStore((state) => state.user);
  const token = useSessionStore((state) => state.token);
  const pending = useLoginStore((state) => state.pending);

  if (pending) return <CodeStep pending={pending} />;
  if (user) return <Navigate to="/admin/bestellingen" replace />;
  if (token === 'REQUESTING') return <PageSkeleton lines={3} />;
  return <CredentialsStep />;
}
