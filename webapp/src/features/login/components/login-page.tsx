// /inloggen: step one (e-mail and password), then step two 'Bevestig uw inlog' (the e-mailed code) on the same
// route. Someone already logged in goes straight to the orders list (bestellingen-index), where a login lands.
import { Navigate } from 'react-router';
import { useSessionStore } from '../../../lib/stores/session-store';
import { useLoginStore } from '../stores/login-store';
import { CodeStep } from './code-step';
import { CredentialsStep } from './credentials-step';

export function LoginPage() {
  const user = useSessionStore((state) => state.user);
  const pending = useLoginStore((state) => state.pending);

  if (pending) return <CodeStep pending={pending} />;
  if (user) return <Navigate to="/admin/bestellingen" replace />;
  // While the session is asked for, the form already stands (a skeleton in its place shifted the page, CLS 0.24 on a
  // phone); someone who turns out to be logged in goes on to the orders list as soon as the answer is in.
  return <CredentialsStep />;
}
