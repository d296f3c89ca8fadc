import { navigate } from '../navigation/host';
import { logout } from '../session/page-session';

/**
 * The header's Log Out: "clears the session, goes to /". Its own module, away from the login
 * form's machinery, so a widget that only logs out (the user menu) does not carry the forms.
 */
export function logOut(): void {
  logout();
  navigate('/');
}
